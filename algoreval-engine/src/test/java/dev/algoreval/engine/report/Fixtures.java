package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two small replayed runs over two languages. By hand: model-a passes 5 of 6 counted (its kmp is a
 * model error), model-b 3 of 7; on the 6 shared pairs b = 4 (a only) and c = 1 (b only), so the
 * exact McNemar p = 2 · (1 + 5) / 32 = 0.375.
 */
final class Fixtures {
    static final String MALICIOUS = "</pre><script>alert('pwned')</script><img src=x onerror=alert(1)>";
    private static final ObjectMapper JSON = new ObjectMapper();

    private Fixtures() {
    }

    static Path runA(Path dir) {
        return write(dir.resolve("run-a/results.jsonl"), List.of(
                line("dijkstra/python/edge_list", "model-a", "pass", ""),
                line("dijkstra/python/adj_matrix", "model-a", "pass", ""),
                line("merge-sort/python/default", "model-a", "pass", ""),
                line("dijkstra/rust/edge_list", "model-a", "pass", ""),
                line("dijkstra/rust/adj_matrix", "model-a", "wrong_output", "0 1 2"),
                line("merge-sort/rust/default", "model-a", "pass", ""),
                line("kmp/python/default", "model-a", "model_error", "")));
    }

    static Path runB(Path dir) {
        return write(dir.resolve("run-b/results.jsonl"), List.of(
                line("dijkstra/python/edge_list", "model-b", "pass", ""),
                line("dijkstra/python/adj_matrix", "model-b", "wrong_output", MALICIOUS),
                line("merge-sort/python/default", "model-b", "static_failure", ""),
                line("dijkstra/rust/edge_list", "model-b", "runtime_error", ""),
                line("dijkstra/rust/adj_matrix", "model-b", "pass", ""),
                line("merge-sort/rust/default", "model-b", "timeout", ""),
                line("kmp/python/default", "model-b", "pass", "")));
    }

    static String line(String instance, String model, String outcome, String stdout) {
        return line(instance, model, outcome, 0, stdout);
    }

    static String line(String instance, String model, String outcome, int sample, String stdout) {
        String[] id = instance.split("/");
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("instance", instance);
        record.put("algorithm", id[0]);
        record.put("language", id[1]);
        record.put("representation", id[2]);
        record.put("domain", id[0].equals("dijkstra") ? "graph" : id[0].equals("kmp") ? "string" : "sorting");
        record.put("model", model);
        record.put("condition", "zero-shot");
        record.put("sample", sample);
        record.put("outcome", outcome);
        record.put("exact_match", outcome.equals("pass"));
        record.put("detail", outcome.equals("pass") ? "" : outcome + ": " + stdout);
        record.put("expected", "0 1 3");
        record.put("stdout", stdout);
        record.put("stderr_tail", "");
        record.put("generation_ms", 12);
        record.put("compile_ms", 0);
        record.put("run_ms", 3);
        record.put("code", "print('<b>hi</b>')");
        record.put("cached", false);
        record.put("provenance", Map.of("model", model));
        record.put("toolchain", "test");
        try {
            return JSON.writeValueAsString(record);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path file, List<String> lines) {
        try {
            Files.createDirectories(file.getParent());
            List<String> withNewlines = new ArrayList<>(lines);
            Files.writeString(file, String.join("\n", withNewlines) + "\n");
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ResultRecord result(String instance, int sample, String outcome) {
        return ResultsReader.parse(line(instance, "m", outcome, sample, ""), Path.of("mem.jsonl"), 1);
    }

    static Run run(String label, List<ResultRecord> results) {
        return new Run(label, label, "zero-shot", Path.of(label + ".jsonl"), results, List.of());
    }
}
