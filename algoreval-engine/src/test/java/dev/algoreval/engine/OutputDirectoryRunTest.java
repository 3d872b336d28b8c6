package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.execution.OutputDirectory;
import dev.algoreval.engine.results.RunManifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** The output directory as a user meets it: unusable paths, earlier runs' files, empty selections, the gate file. */
class OutputDirectoryRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** merge-sort in Python and JavaScript with the reference model: two quick passing tests. */
    private EngineTestKit.Builder run(Path output, Map<String, String> config) {
        EngineTestKit.Builder builder = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.ALGORITHMS, "merge-sort")
                .configurationParameter(Constants.LANGUAGES, "python,javascript")
                .configurationParameter(Constants.OUTPUT, output.toString());
        config.forEach(builder::configurationParameter);
        return builder;
    }

    @Test
    void anOutputPathThatIsAFileStopsTheRunAtDiscoveryNamingTheKey() throws IOException {
        Path file = Files.writeString(dir.resolve("out"), "not a directory");
        assertThat(run(file, Map.of()).discover().getDiscoveryIssues().toString())
                .contains("algoreval.output: " + file.toAbsolutePath() + " is not a directory");
        Path below = file.resolve("results");
        assertThat(run(below, Map.of()).discover().getDiscoveryIssues().toString())
                .contains("algoreval.output: cannot write in " + below.toAbsolutePath());
        EngineExecutionResults results = run(file, Map.of()).execute();
        assertThat(results.testEvents().started().count()).isZero();
        assertThat(file).hasContent("not a directory");
    }

    @Test
    void anUnusableCompileCacheStopsTheRunAtDiscoveryNamingTheKey() throws IOException {
        Path file = Files.writeString(dir.resolve("compile-cache"), "not a directory");
        assertThat(run(dir.resolve("out"), Map.of(Constants.COMPILE_CACHE, file.toString())).discover()
                .getDiscoveryIssues().toString())
                .contains("algoreval.compileCache: cannot use " + file + " as the compile cache")
                .contains(Constants.COMPILE_CACHE + "=off");
        assertThat(run(dir.resolve("out"), Map.of(Constants.COMPILE_CACHE, "off")).discover().getDiscoveryIssues()).isEmpty();
    }

    @Test
    void aDirectoryHeldByAnotherRunStopsTheSecondRunAtDiscoveryNamingTheHolder() {
        Path output = dir.resolve("held");
        try (OutputDirectory first = OutputDirectory.claim(output)) {
            String issues = run(output, Map.of()).discover().getDiscoveryIssues().toString();
            assertThat(issues).contains("algoreval.output: " + output.toAbsolutePath() + " is in use by another AlgoREval run")
                    .contains("pid " + ProcessHandle.current().pid());
        }
        assertThat(run(output, Map.of()).discover().getDiscoveryIssues()).isEmpty();
    }

    @Test
    void anEarlierRunsFilesNeverSurviveIntoANewRun() throws IOException {
        Path output = Files.createDirectories(dir.resolve("stale"));
        for (String name : List.of("results.jsonl", "summary.json", "report.html", "gate-failed.txt")) {
            Files.writeString(output.resolve(name), "from an earlier run\n");
        }
        run(output, Map.of(Constants.MIN_PASS_RATE, "1.0")).execute().testEvents().assertStatistics(s -> s.succeeded(2));
        assertThat(output.resolve("gate-failed.txt")).doesNotExist();
        assertThat(lines(output)).hasSize(2);
        assertThat(output.resolve("summary.json")).content().doesNotContain("earlier run");
        assertThat(output.resolve("report.html")).content().doesNotContain("earlier run");
    }

    @Test
    void everyResultLineSaysWhichSandboxEngineAndDatasetProducedIt() throws IOException {
        Path output = dir.resolve("provenance");
        run(output, Map.of()).execute();
        assertThat(lines(output)).hasSize(2).allSatisfy(line -> {
            assertThat(line.get("sandbox").asText()).isEqualTo("bwrap");
            // The build's own code hash: a snapshot version alone is the same for every commit.
            assertThat(line.get("engine_version").asText()).matches("\\d+\\.\\d+\\.\\d+.*\\+[0-9a-f]{12}");
            assertThat(line.get("dataset_hash").asText()).matches("[0-9a-f]{64}");
        });
        RunManifest manifest = RunManifest.read(output.resolve(RunManifest.NAME));
        assertThat(manifest.status()).isEqualTo(RunManifest.FINISHED);
        assertThat(manifest.tests()).isEqualTo(2);
        assertThat(manifest.recorded()).isEqualTo(2);
        assertThat(manifest.engineVersion()).isEqualTo(lines(output).get(0).get("engine_version").asText());
        assertThat(manifest.datasetHash()).isEqualTo(lines(output).get(0).get("dataset_hash").asText());
        assertThat(manifest.shard()).isNull();
        assertThat(manifest.selection()).matches("[0-9a-f]{16}");
        assertThat(manifest.units()).isEqualTo(2);
    }

    @Test
    void aGateWithNothingSelectedFailsWithNoScoredTestAndClearsTheDirectory() throws IOException {
        Path output = Files.createDirectories(dir.resolve("empty"));
        Files.writeString(output.resolve("results.jsonl"), "{\"stale\": true}\n");
        Path gateCopy = dir.resolve("build/gate-failed.txt");
        EngineExecutionResults results = run(output, Map.of(Constants.MIN_PASS_RATE, "0.5",
                Constants.REPRESENTATIONS, "adj_matrix", Constants.GATE_FILE, gateCopy.toString())).execute();

        assertThat(results.testEvents().started().count()).isZero();
        assertThat(engineFailure(results)).get().asString().contains("no scored test");
        assertThat(output.resolve("gate-failed.txt")).content().contains("no scored test");
        assertThat(gateCopy).content().contains("no scored test");
        assertThat(output.resolve("results.jsonl")).isEmptyFile();
    }

    @Test
    void theSecondGateFileIsWrittenWhereTheBuildLooksAndRemovedWhenTheGateHolds() throws IOException {
        Path gateCopy = dir.resolve("build/gate-failed.txt");
        EngineExecutionResults missed = run(dir.resolve("a"), Map.of(Constants.MIN_PASS_RATE, "0.5",
                Constants.LANGUAGES, "c", Constants.GATE_FILE, gateCopy.toString(), Constants.MODEL, "replay",
                Constants.REPLAY, Files.writeString(dir.resolve("r.jsonl"), JSON.writeValueAsString(Map.of(
                        "instance", "merge-sort/c/default", "response", "```c\nint main(){return 0;}\n```")) + "\n")
                        .toString())).execute();
        assertThat(engineFailure(missed)).get().asString().contains("below the minimum 50.0 %");
        assertThat(gateCopy).content().contains("replay overall: pass rate 0.0 %");

        run(dir.resolve("b"), Map.of(Constants.MIN_PASS_RATE, "0.5", Constants.GATE_FILE, gateCopy.toString())).execute();
        assertThat(gateCopy).doesNotExist();
    }

    static List<JsonNode> lines(Path output) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(output.resolve("results.jsonl"))) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    static Optional<Throwable> engineFailure(EngineExecutionResults results) {
        return results.containerEvents().finished().stream()
                .filter(e -> e.getTestDescriptor().getUniqueId().getSegments().size() == 1)
                .map(Event::getPayload).flatMap(Optional::stream)
                .map(TestExecutionResult.class::cast).findFirst().flatMap(TestExecutionResult::getThrowable);
    }
}
