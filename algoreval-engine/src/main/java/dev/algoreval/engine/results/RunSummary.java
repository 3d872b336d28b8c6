package dev.algoreval.engine.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.engine.scoring.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts outcomes as tests finish and renders the end-of-run table. Pass rate = passed / instances
 * with a model outcome; model errors and skips are shown but never counted as misses (SPEC §4).
 */
public final class RunSummary {
    private final Map<String, Map<Outcome, Integer>> byModelAndLanguage = new TreeMap<>();
    private final Map<String, Map<Outcome, Integer>> byModel = new TreeMap<>();

    public synchronized void add(ResultRecord record) {
        Outcome outcome = Outcome.valueOf(record.outcome().toUpperCase(Locale.ROOT));
        count(byModel, record.model(), outcome);
        count(byModelAndLanguage, record.model() + "\u0000" + record.language(), outcome);
    }

    private static void count(Map<String, Map<Outcome, Integer>> table, String key, Outcome outcome) {
        table.computeIfAbsent(key, k -> new EnumMap<>(Outcome.class)).merge(outcome, 1, Integer::sum);
    }

    public synchronized boolean isEmpty() {
        return byModel.isEmpty();
    }

    public synchronized String table() {
        StringBuilder out = new StringBuilder();
        String header = String.format(Locale.ROOT, "%-24s %-11s %9s %7s", "model", "language", "pass rate", "passed");
        StringBuilder outcomes = new StringBuilder();
        for (Outcome o : Outcome.values()) {
            if (o != Outcome.PASS) {
                outcomes.append(String.format(Locale.ROOT, " %14s", o.id()));
            }
        }
        out.append("AlgoREval results\n").append(header).append(outcomes).append('\n');
        for (Map.Entry<String, Map<Outcome, Integer>> model : byModel.entrySet()) {
            for (Map.Entry<String, Map<Outcome, Integer>> row : byModelAndLanguage.entrySet()) {
                String[] key = row.getKey().split("\u0000");
                if (key[0].equals(model.getKey())) {
                    out.append(row(key[0], key[1], row.getValue())).append('\n');
                }
            }
            out.append(row(model.getKey(), "ALL", model.getValue())).append('\n');
        }
        return out.toString();
    }

    private static String row(String model, String language, Map<Outcome, Integer> counts) {
        int passed = counts.getOrDefault(Outcome.PASS, 0);
        int scored = scored(counts);
        String rate = scored == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%", 100.0 * passed / scored);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-24s %-11s %9s %3d/%-3d", model, language,
                rate, passed, scored));
        for (Outcome o : Outcome.values()) {
            if (o != Outcome.PASS) {
                line.append(String.format(Locale.ROOT, " %14d", counts.getOrDefault(o, 0)));
            }
        }
        return line.toString();
    }

    private static int scored(Map<Outcome, Integer> counts) {
        return counts.entrySet().stream().filter(e -> e.getKey().isModelOutcome()).mapToInt(Map.Entry::getValue).sum();
    }

    /** A machine-readable form of the same counts (the full report format is built elsewhere). */
    public synchronized void writeJson(Path file) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map.Entry<String, Map<Outcome, Integer>> row : byModelAndLanguage.entrySet()) {
            String[] key = row.getKey().split("\u0000");
            rows.add(jsonRow(key[0], key[1], row.getValue()));
        }
        for (Map.Entry<String, Map<Outcome, Integer>> model : byModel.entrySet()) {
            rows.add(jsonRow(model.getKey(), "ALL", model.getValue()));
        }
        try {
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), Map.of("rows", rows));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static Map<String, Object> jsonRow(String model, String language, Map<Outcome, Integer> counts) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("model", model);
        row.put("language", language);
        int passed = counts.getOrDefault(Outcome.PASS, 0);
        int scored = scored(counts);
        row.put("passed", passed);
        row.put("scored", scored);
        row.put("pass_rate", scored == 0 ? null : (double) passed / scored);
        Map<String, Integer> outcomes = new LinkedHashMap<>();
        for (Outcome o : Outcome.values()) {
            outcomes.put(o.id(), counts.getOrDefault(o, 0));
        }
        row.put("outcomes", outcomes);
        return row;
    }
}
