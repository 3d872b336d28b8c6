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

    private Path shard(String name, String... lines) throws IOException {
        Path file = dir.resolve(name + "/results.jsonl");
        Files.createDirectories(file.getParent());
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
        Path whole = shard("whole", line("merge-sort/c/default", "pass", null));
        assertThat(merge("--out", dir.resolve("m").toString(), ofTwo.toString(), ofThree.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("different shardings: " + ofTwo + " is shard 1/2, " + ofThree + " is shard 2/3");
        err.reset();
        assertThat(merge("--out", dir.resolve("m").toString(), whole.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(whole + ":1: this line has no 'shard'");
        err.reset();
        assertThat(merge(ofTwo.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("merge needs --out");
    }
}
