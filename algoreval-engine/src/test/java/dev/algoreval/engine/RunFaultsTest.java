package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.model.OpenAiStubServer;
import dev.algoreval.engine.model.ReferenceAnswers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Faults a long run meets for real, each in a JVM of its own: a second run on the same directory, a full disk. */
class RunFaultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MODEL = "stub/coder-7b";

    @TempDir
    Path dir;

    @Test
    void aSecondRunIntoTheSameDirectoryStopsAtDiscoveryAndTheFirstLosesNothing() throws Exception {
        ReferenceAnswers answers = new ReferenceAnswers(Dataset.load(), Duration.ofMillis(1500));
        Path output = dir.resolve("out");
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL), answers)) {
            Map<String, String> config = Map.of(Constants.MODEL, MODEL, Constants.BASE_URL, server.baseUrl(),
                    Constants.CACHE, "off", Constants.OUTPUT, output.toString(), Constants.CONCURRENCY, "1",
                    Constants.PARALLELISM, "1");
            try (ChildRun first = ChildRun.start(List.of(), PipelineSuite.class, config, dir.resolve("first.log"))) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (lineCount(output) < 1 && first.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                assertThat(first.isAlive()).as("the first run is still going").isTrue();

                var second = IsolatedRuns.engine().selectors(selectClass(PipelineSuite.class))
                        .configurationParameters(config).execute();

                assertThat(second.testEvents().started().count())
                        .as("tests the second run started; the first run printed:%n%s", Files.readString(dir.resolve("first.log")))
                        .isZero();
                assertThat(OutputDirectoryRunTest.engineFailure(second)).get().asString()
                        .contains(output.toAbsolutePath() + " is in use by another AlgoREval run")
                        .contains("pid " + first.pid());
                assertThat(first.awaitOutput(240)).contains("[launch] tests {SUCCESSFUL=12}");
            }
            String text = Files.readString(output.resolve("results.jsonl"), StandardCharsets.UTF_8);
            assertThat(text).doesNotContain("\u0000");
            assertThat(OutputDirectoryRunTest.lines(output)).hasSize(12)
                    .allSatisfy(line -> assertThat(line.get("outcome").asText()).isEqualTo("pass"));
        }
    }

    /**
     * The disk fills up halfway (a file-size limit on the run's JVM, soft so that the sandbox may set
     * its own): tests that passed stay passed, the rest are not run, results.jsonl stays valid JSONL,
     * and the run fails as a harness failure with the gate file saying why.
     */
    @Test
    void aFullDiskMidRunStopsTheRunAsAHarnessFailureWithValidResults() throws Exception {
        Path output = dir.resolve("full");
        int limit = 6 * 1024;
        Path temp = Files.createDirectories(dir.resolve("tmp"));
        try (ChildRun run = ChildRun.start(List.of("prlimit", "--fsize=" + limit + ":unlimited"),
                List.of("-Djava.io.tmpdir=" + temp), PipelineSuite.class,
                Map.of(Constants.LANGUAGES, "python", Constants.OUTPUT, output.toString(), Constants.PARALLELISM, "1"),
                dir.resolve("full.log"))) {
            String log = run.awaitOutput(240);

            assertThat(log).contains("[launch] engine FAILED AlgoREval run failed").contains("File too large")
                    .doesNotContain("FAILED=");
            byte[] results = Files.readAllBytes(output.resolve("results.jsonl"));
            assertThat(results.length).isLessThanOrEqualTo(limit);
            assertThat(results[results.length - 1]).as("the file ends with a whole line").isEqualTo((byte) '\n');
            assertThat(OutputDirectoryRunTest.lines(output)).isNotEmpty().hasSizeLessThan(PipelineSuiteSize.PYTHON)
                    .allSatisfy(line -> assertThat(line.get("outcome").asText()).isEqualTo("pass"));
            assertThat(output.resolve("gate-failed.txt")).content().contains("AlgoREval run failed").contains("File too large");
            try (var left = Files.list(temp)) {
                assertThat(left.map(p -> p.getFileName().toString())).as("scratch directories left behind")
                        .noneMatch(name -> name.startsWith("algoreval-"));
            }
        }
    }

    private static long lineCount(Path output) throws IOException {
        Path results = output.resolve("results.jsonl");
        return Files.exists(results) ? Files.readAllLines(results).size() : 0;
    }

    /** How many Python tests PipelineSuite selects: one per algorithm it names, as each has one variant. */
    private static final class PipelineSuiteSize {
        static final int PYTHON = 6;
    }
}
