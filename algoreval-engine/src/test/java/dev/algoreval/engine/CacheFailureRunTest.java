package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.model.OpenAiStubServer;
import dev.algoreval.engine.model.ReferenceAnswers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;

/** The generation cache breaking under a real run: every answer bought is still scored, and the user is told once. */
class CacheFailureRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MODEL = "stub/coder-7b";

    @TempDir
    Path dir;

    @Test
    void aCacheThatCannotBeUsedStopsTheRunAtDiscoveryNamingTheKey() throws Exception {
        Path file = Files.writeString(dir.resolve("cache"), "a file");
        String issues = IsolatedRuns.engine().selectors(selectClass(PipelineSuite.class))
                .configurationParameter(Constants.MODEL, MODEL)
                .configurationParameter(Constants.BASE_URL, "http://127.0.0.1:9/v1")
                .configurationParameter(Constants.CACHE, file.toString())
                .discover().getDiscoveryIssues().toString();
        assertThat(issues).contains("algoreval.cache: cannot use " + file).contains("exists and is not a directory");
    }

    @Test
    void aCacheThatBreaksMidRunCostsNoAnswerAndWarnsOnceOnStderr() throws Exception {
        Path cache = dir.resolve("cache");
        ReferenceAnswers answers = new ReferenceAnswers(Dataset.load(), Duration.ZERO);
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL), request -> {
            replaceWithFile(cache);
            return answers.apply(request);
        })) {
            Process run = launch(List.of(Constants.MODEL + "=" + MODEL, Constants.BASE_URL + "=" + server.baseUrl(),
                    Constants.CACHE + "=" + cache, Constants.OUTPUT + "=" + dir.resolve("out")));
            try {
                assertThat(run.waitFor(240, TimeUnit.SECONDS)).as("the run ends").isTrue();
            } finally {
                run.destroyForcibly();
            }

            List<JsonNode> results = new ArrayList<>();
            for (String line : Files.readAllLines(dir.resolve("out/results.jsonl"))) {
                results.add(JSON.readTree(line));
            }
            assertThat(results).hasSize(12).allSatisfy(r -> {
                assertThat(r.get("outcome").asText()).as(r.get("instance").asText()).isEqualTo("pass");
                assertThat(r.get("cached").asBoolean()).isFalse();
            });
            assertThat(server.requests()).hasSize(12);
            List<String> warnings = Files.readAllLines(dir.resolve("stderr.log")).stream()
                    .filter(line -> line.contains("generation cache")).toList();
            assertThat(warnings).singleElement().asString()
                    .startsWith("[algoreval] generation cache " + cache + " failed: ")
                    .endsWith("; answers are kept in memory for this run");
        }
    }

    /** The first request finds the cache directory gone, a file in its place, before any answer is written. */
    private static synchronized void replaceWithFile(Path cache) {
        try {
            if (Files.isDirectory(cache)) {
                try (Stream<Path> files = Files.walk(cache)) {
                    for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(file);
                    }
                }
                Files.writeString(cache, "the cache directory was replaced by a file");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Process launch(List<String> config) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LaunchMain.class.getName(), PipelineSuite.class.getName()));
        command.addAll(config);
        return new ProcessBuilder(command).redirectOutput(dir.resolve("stdout.log").toFile())
                .redirectError(dir.resolve("stderr.log").toFile()).start();
    }
}
