package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.algoreval.engine.results.RunManifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ReportCommand merge} joins complete, disjoint shards and refuses anything else, naming it. */
class ShardMergeTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int merge(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "merge";
        System.arraycopy(args, 0, all, 1, args.length);
        return ReportCommand.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String line(String instance, String outcome, String shard) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("instance", instance);
        line.put("model", "reference");
        line.put("condition", "zero-shot");
        line.put("sample", 0);
        line.put("outcome", outcome);
        if (shard != null) {
            line.put("shard", shard);
        }
        try {
            return JSON.writeValueAsString(line);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A finished shard's manifest, as the engine writes it; tests can change one field to make it differ. */
    private static RunManifest manifest(String shard, int tests) {
        return new RunManifest(1, RunManifest.FINISHED, "0.1.0-SNAPSHOT+0123456789ab", "dataset-1", shard, "selection-1",
                3, tests, tests, List.of("zero-shot"), List.of("reference"), 1, Map.of("sandbox", "bwrap"));
    }

    private Path shard(String name, String... lines) throws IOException {
        String shard = lines.length == 0 ? "1/1" : JSON.readTree(lines[0]).path("shard").asText(null);
        return shard(name, manifest(shard, lines.length), lines);
    }

    private Path shard(String name, RunManifest manifest, String... lines) throws IOException {
        Path file = dir.resolve(name + "/results.jsonl");
        Files.createDirectories(file.getParent());
        manifest.write(file.getParent());
        return Files.writeString(file, String.join("\n", lines) + "\n");
    }

    @Test
    void completeShardsBecomeOneRunsResultsSummaryAndReport() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/2"),
                line("bridge-finding/python/edge_list", "wrong_output", "1/2"));
        Path second = shard("s2", line("merge-sort/javascript/default", "pass", "2/2"));
        Path merged = dir.resolve("merged");

        assertThat(merge("--out", merged.toString(), second.toString(), first.toString())).as(err.toString()).isZero();

        List<String> lines = Files.readAllLines(merged.resolve("results.jsonl"));
        assertThat(lines).containsExactly(Files.readAllLines(first).get(0), Files.readAllLines(first).get(1),
                Files.readAllLines(second).get(0));
        var summary = JSON.readTree(merged.resolve("summary.json").toFile());
        assertThat(summary.get("shards").toString()).isEqualTo("[\"1/2\",\"2/2\"]");
        var all = summary.get("rows").findValues("language").stream().map(n -> n.asText()).toList();
        assertThat(all).contains("ALL");
        assertThat(summary.toString()).contains("\"passed\":2,\"scored\":3");
        assertThat(merged.resolve("report.html")).exists();
        assertThat(out.toString()).contains("merged 2 shards");
    }

    @Test
    void aMissingShardIsNamed() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/4"));
        Path third = shard("s3", line("merge-sort/c/default", "pass", "3/4"));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), third.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("shards 2/4, 4/4 are missing");
        assertThat(dir.resolve("m")).doesNotExist();
    }

    @Test
    void aShardGivenTwiceOrTestsInTwoShardsAreRefusedNamingBothFiles() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/2"));
        Path again = shard("again", line("merge-sort/c/default", "pass", "1/2"));
        Path second = shard("s2", line("merge-sort/python/default", "wrong_output", "2/2"));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), again.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("shard 1/2 is given twice: " + first + " and " + again);
        err.reset();
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), second.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("the shards overlap: merge-sort/python/default sample 0 of reference is in both "
                + first + " (shard 1/2) and " + second + " (shard 2/2)");
        assertThat(dir.resolve("m")).doesNotExist();
    }

    @Test
    void differentShardingsAndUnshardedResultsAreRefused() throws IOException {
        Path ofTwo = shard("s1", line("merge-sort/python/default", "pass", "1/2"));
        Path ofThree = shard("t2", line("merge-sort/c/default", "pass", "2/3"));
        Path whole = shard("whole", manifest(null, 1), line("merge-sort/c/default", "pass", null));
        assertThat(merge("--out", dir.resolve("m").toString(), ofTwo.toString(), ofThree.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("different shardings: " + ofTwo + " is shard 1/2, " + ofThree + " is shard 2/3");
        err.reset();
        assertThat(merge("--out", dir.resolve("m").toString(), whole.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(whole + ": not a shard: its run had no algoreval.shard=i/n");
        err.reset();
        assertThat(merge(ofTwo.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required option: '--out=<directory>'").contains("Usage: report merge");
    }

    @Test
    void aShardThatDidNotFinishIsRefusedNamingIt() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/2"));
        // Killed after 1 of its 3 tests: the manifest still says running, as the engine wrote it at the start.
        RunManifest killed = new RunManifest(1, RunManifest.RUNNING, "0.1.0-SNAPSHOT+0123456789ab", "dataset-1", "2/2",
                "selection-1", 3, 3, 0, List.of("zero-shot"), List.of("reference"), 1, Map.of("sandbox", "bwrap"));
        Path second = shard("s2", killed, line("merge-sort/c/default", "pass", "2/2"));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), second.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(second + ": shard 2/2 did not finish (running, 0 of 3 tests recorded)");
        assertThat(dir.resolve("m")).doesNotExist();

        err.reset();
        Path stopped = shard("stopped", manifest("2/2", 3).ended(false, 3), line("merge-sort/c/default", "pass", "2/2"));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), stopped.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(stopped + ": shard 2/2 did not finish (stopped");

        err.reset();
        Path cut = shard("cut", manifest("2/2", 3), line("merge-sort/c/default", "pass", "2/2"));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), cut.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(cut + ": shard 2/2 holds 1 results for the 3 tests it selected");
    }

    @Test
    void aShardWithoutManifestIsRefused() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/1"));
        Files.delete(first.resolveSibling(RunManifest.NAME));
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(first + ": no run.json beside it");
    }

    @Test
    void shardsOfDifferentRunsAreRefusedNamingWhatDiffers() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/2"));
        String other = line("merge-sort/c/default", "pass", "2/2");
        RunManifest same = manifest("2/2", 1);
        Map<String, RunManifest> differing = new LinkedHashMap<>();
        differing.put("engine build (engine_version)", new RunManifest(1, RunManifest.FINISHED,
                "0.1.0-SNAPSHOT+ba9876543210", same.datasetHash(), "2/2", same.selection(), 3, 1, 1, same.conditions(),
                same.models(), 1, same.settings()));
        differing.put("dataset (dataset_hash)", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(),
                "dataset-2", "2/2", same.selection(), 3, 1, 1, same.conditions(), same.models(), 1, same.settings()));
        differing.put("conditions", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(), same.datasetHash(),
                "2/2", same.selection(), 3, 1, 1, List.of("plus"), same.models(), 1, same.settings()));
        differing.put("selection", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(), same.datasetHash(),
                "2/2", "selection-2", 5, 1, 1, same.conditions(), same.models(), 1, same.settings()));
        differing.put("models", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(), same.datasetHash(),
                "2/2", same.selection(), 3, 1, 1, same.conditions(), List.of("gpt-oss-20b"), 1, same.settings()));
        differing.put("samples", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(), same.datasetHash(),
                "2/2", same.selection(), 3, 1, 1, same.conditions(), same.models(), 5, same.settings()));
        differing.put("settings", new RunManifest(1, RunManifest.FINISHED, same.engineVersion(), same.datasetHash(),
                "2/2", same.selection(), 3, 1, 1, same.conditions(), same.models(), 1, Map.of("sandbox", "none")));
        for (Map.Entry<String, RunManifest> entry : differing.entrySet()) {
            err.reset();
            Path second = shard("s2-" + entry.getValue().hashCode(), entry.getValue(), other);
            assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), second.toString()))
                    .as(entry.getKey()).isEqualTo(1);
            assertThat(err.toString()).as(entry.getKey())
                    .contains("the shards are not parts of one run: their " + entry.getKey() + " differ: " + first);
        }
        err.reset();
        Path second = shard("s2", same, other);
        assertThat(merge("--out", dir.resolve("m").toString(), first.toString(), second.toString())).as(err.toString())
                .isZero();
    }

    @Test
    void theMergeNeverWritesIntoAShardsOwnDirectory() throws IOException {
        Path first = shard("s1", line("merge-sort/python/default", "pass", "1/2"));
        Path second = shard("s2", line("merge-sort/c/default", "pass", "2/2"));
        String before = Files.readString(second);
        assertThat(merge("--out", second.getParent().toString(), first.toString(), second.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("--out " + second.getParent() + " is the directory of shard results " + second);
        err.reset();
        assertThat(merge("--out", first.getParent().resolve("sub").toString(), first.toString(), second.toString()))
                .isEqualTo(1);
        assertThat(err.toString()).contains("is inside the directory of shard results " + first);
        assertThat(Files.readString(second)).isEqualTo(before);
        assertThat(first.getParent().resolve("sub")).doesNotExist();
    }
}
