package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.report.ReportCommand;
import dev.algoreval.engine.results.RunManifest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.UniqueId;

/** Shards run side by side on one machine and merged give exactly what one unsharded run gives. */
class ShardedRunTest {
    private static final int SHARDS = 4;

    @TempDir
    Path dir;

    /** Two algorithms in two languages, both conditions, two samples: every dimension a shard could cut. */
    private static Map<String, String> config(Path output) {
        return Map.of(Constants.LANGUAGES, "python,javascript", Constants.CONDITIONS, "zero-shot,plus",
                Constants.SAMPLES, "2", Constants.PARALLELISM, "1", Constants.CACHE, "off",
                Constants.OUTPUT, output.toString());
    }

    @Test
    void mergedShardsEqualTheUnshardedRun() throws Exception {
        Path whole = dir.resolve("whole");
        IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class)).configurationParameters(config(whole))
                .execute();

        List<ChildRun> runs = new ArrayList<>();
        List<String> files = new ArrayList<>();
        try {
            for (int i = 1; i <= SHARDS; i++) {
                Path output = dir.resolve("shard-" + i);
                Map<String, String> config = new HashMap<>(config(output));
                config.put(Constants.SHARD, i + "/" + SHARDS);
                runs.add(ChildRun.start(List.of(), MergeSortAndBridgesSuite.class, config, dir.resolve("shard-" + i + ".log")));
                files.add(output.resolve("results.jsonl").toString());
            }
            for (ChildRun run : runs) {
                assertThat(run.awaitOutput(300)).contains("[launch] engine SUCCESSFUL");
            }
        } finally {
            runs.forEach(ChildRun::close);
        }
        List<JsonNode> wholeLines = OutputDirectoryRunTest.lines(whole);
        for (int i = 1; i <= SHARDS; i++) {
            List<JsonNode> shard = OutputDirectoryRunTest.lines(dir.resolve("shard-" + i));
            assertThat(shard).as("shard %d runs a share of the tests", i).isNotEmpty()
                    .hasSizeLessThan(wholeLines.size());
            String name = i + "/" + SHARDS;
            assertThat(shard).allSatisfy(line -> assertThat(line.get("shard").asText()).isEqualTo(name));
            assertThat(new ObjectMapper().readTree(dir.resolve("shard-" + i + "/summary.json").toFile()).get("shard")
                    .asText()).isEqualTo(name);
        }

        Path merged = dir.resolve("merged");
        List<String> args = new ArrayList<>(List.of("merge", "--out", merged.toString()));
        args.addAll(files);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReportCommand.run(args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).as(err.toString()).isZero();
        List<JsonNode> mergedLines = OutputDirectoryRunTest.lines(merged);
        assertThat(wholeLines).hasSizeGreaterThan(SHARDS * 2)
                .allSatisfy(line -> assertThat(line.has("shard")).isFalse());
        assertThat(wholeLines.stream().map(l -> l.get("condition").asText()).distinct()).contains("zero-shot", "plus");
        assertThat(outcomes(mergedLines)).hasSameSizeAs(mergedLines).isEqualTo(outcomes(wholeLines));
        assertThat(merged.resolve("summary.json")).exists();
        assertThat(merged.resolve("report.html")).exists();
        List<RunManifest> manifests = java.util.stream.IntStream.rangeClosed(1, SHARDS)
                .mapToObj(i -> RunManifest.read(dir.resolve("shard-" + i + "/" + RunManifest.NAME))).toList();
        assertThat(manifests).allSatisfy(m -> assertThat(m.finished()).isTrue());
        assertThat(manifests.stream().map(RunManifest::selection).distinct()).hasSize(1);
        assertThat(manifests.stream().mapToInt(RunManifest::tests).sum()).isEqualTo(wholeLines.size());
        assertThat(manifests.get(0).selection()).as("the whole run selects what the shards select together")
                .isEqualTo(RunManifest.read(whole.resolve(RunManifest.NAME)).selection());
    }

    @Test
    void aShardKilledMidRunIsRefusedByTheMerge() throws Exception {
        List<String> files = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Path output = dir.resolve("shard-" + i);
            Map<String, String> config = new HashMap<>(config(output));
            config.put(Constants.SHARD, i + "/2");
            files.add(output.resolve("results.jsonl").toString());
            try (ChildRun run = ChildRun.start(List.of(), MergeSortAndBridgesSuite.class, config,
                    dir.resolve("shard-" + i + ".log"))) {
                if (i == 1) {
                    assertThat(run.awaitOutput(300)).contains("[launch] engine SUCCESSFUL");
                    continue;
                }
                // SIGKILL once the first result is on disk: nothing of the engine gets to say it stopped.
                Path results = output.resolve("results.jsonl");
                long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(300);
                while (!(Files.exists(results) && Files.size(results) > 0) && System.nanoTime() < deadline) {
                    Thread.sleep(20);
                }
                ProcessHandle.of(run.pid()).ifPresent(ProcessHandle::destroyForcibly);
                run.awaitOutput(60);
            }
        }
        RunManifest killed = RunManifest.read(dir.resolve("shard-2/" + RunManifest.NAME));
        assertThat(killed.status()).isEqualTo(RunManifest.RUNNING);

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(List.of("merge", "--out", dir.resolve("merged").toString()));
        args.addAll(files);
        int status = ReportCommand.run(args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isEqualTo(1);
        assertThat(err.toString()).contains(files.get(1) + ": shard 2/2 did not finish (running, 0 of " + killed.tests());
        assertThat(dir.resolve("merged")).doesNotExist();
    }

    @Test
    void reRunningATestOfAnotherShardSaysWhichShardRunsIt() throws IOException {
        Path output = dir.resolve("all");
        IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameters(Map.of(Constants.LANGUAGES, "python,javascript", Constants.OUTPUT, output.toString()))
                .configurationParameter(Constants.SHARD, "2/2").execute();
        JsonNode elsewhere = OutputDirectoryRunTest.lines(output).get(0);
        UniqueId id = UniqueId.forEngine(Constants.ENGINE_ID).append("suite", MergeSortAndBridgesSuite.class.getName())
                .append("model", "reference").append("condition", "zero-shot")
                .append("language", elsewhere.get("language").asText()).append("domain", elsewhere.get("domain").asText())
                .append("algorithm", elsewhere.get("algorithm").asText()).append("instance", elsewhere.get("instance").asText());

        String issues = IsolatedRuns.engine().selectors(selectUniqueId(id))
                .configurationParameters(Map.of(Constants.LANGUAGES, "python,javascript",
                        Constants.OUTPUT, dir.resolve("other").toString(), Constants.SHARD, "1/2"))
                .discover().getDiscoveryIssues().toString();

        assertThat(issues).contains(id + " selects no test: this run is algoreval.shard=1/2 and its tests belong to "
                + "another shard; run algoreval.shard=2/2");
    }

    @Test
    void aShardLeftWithoutTestsSaysSo() {
        String issues = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameters(Map.of(Constants.LANGUAGES, "python", Constants.ALGORITHMS, "merge-sort",
                        Constants.OUTPUT, dir.resolve("none").toString(), Constants.SHARD, "2/2"))
                .discover().getDiscoveryIssues().toString();

        assertThat(issues).contains("suite MergeSortAndBridgesSuite selects no test in algoreval.shard=2/2: its 1 "
                + "instance(s) under their conditions are fewer than the shards");
    }

    /** What a run decided, test by test: instance, model, condition, sample and both outcomes. */
    private static Set<String> outcomes(List<JsonNode> lines) {
        return lines.stream().map(l -> String.join(" ", l.get("instance").asText(), l.get("model").asText(),
                l.get("condition").asText(), l.get("sample").asText(), l.get("outcome").asText(),
                l.path("plus_outcome").asText("-"))).collect(Collectors.toSet());
    }
}
