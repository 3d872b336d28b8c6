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
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Counts outcomes as tests finish and renders the end-of-run table. Pass rate = passed / instances
 * with a model outcome; model errors and skips are shown but never counted as misses (SPEC §4).
 */
public final class RunSummary {
    private final Map<String, Map<Outcome, Integer>> byModelAndLanguage = new TreeMap<>();
    private final Map<String, Map<Outcome, Integer>> byModel = new TreeMap<>();
    /** model → instance → {samples scored, samples passed}, for pass@k. */
    private final Map<String, Map<String, int[]>> samples = new TreeMap<>();

    public synchronized void add(ResultRecord record) {
        Outcome outcome = Outcome.byId(record.outcome());
        count(byModel, record.model(), outcome);
        count(byModelAndLanguage, record.model() + "\u0000" + record.language(), outcome);
        if (outcome.isModelOutcome()) {
            int[] counts = samples.computeIfAbsent(record.model(), m -> new TreeMap<>())
                    .computeIfAbsent(record.instance(), i -> new int[2]);
            counts[0]++;
            counts[1] += outcome == Outcome.PASS ? 1 : 0;
        }
    }

    /**
     * Unbiased pass@k per model for k = 1, 2, 5, 10, … up to the fewest samples any instance has; empty
     * for a model with one sample per instance, where pass@1 is the pass rate.
     */
    public synchronized Map<String, Map<Integer, Double>> passAtK() {
        Map<String, Map<Integer, Double>> result = new TreeMap<>();
        samples.forEach((model, instances) -> {
            int n = instances.values().stream().mapToInt(c -> c[0]).min().orElse(0);
            if (n < 2) {
                return;
            }
            Map<Integer, Double> byK = new TreeMap<>();
            for (int k : new int[] {1, 2, 5, 10, 20, 50, 100}) {
                if (k <= n) {
                    byK.put(k, instances.values().stream().mapToDouble(c -> PassAtK.estimate(c[0], c[1], k))
                            .average().orElse(0));
                }
            }
            result.put(model, byK);
        });
        return result;
    }

    private static void count(Map<String, Map<Outcome, Integer>> table, String key, Outcome outcome) {
        table.computeIfAbsent(key, k -> new EnumMap<>(Outcome.class)).merge(outcome, 1, Integer::sum);
    }

    public synchronized Set<String> models() {
        return Set.copyOf(byModel.keySet());
    }

    /** Passed / scored for a model, overall; empty when nothing was scored. */
    public synchronized Optional<Double> passRate(String model) {
        return rate(byModel.get(model));
    }

    /** Passed / scored for a model in one language; empty when nothing was scored. */
    public synchronized Optional<Double> passRate(String model, String language) {
        return rate(byModelAndLanguage.get(model + "\u0000" + language));
    }

    private static Optional<Double> rate(Map<Outcome, Integer> counts) {
        if (counts == null || scored(counts) == 0) {
            return Optional.empty();
        }
        return Optional.of((double) counts.getOrDefault(Outcome.PASS, 0) / scored(counts));
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
        passAtK().forEach((model, byK) -> {
            out.append(String.format(Locale.ROOT, "%-24s", model));
            byK.forEach((k, value) -> out.append(String.format(Locale.ROOT, "  pass@%d %.1f %%", k, 100 * value)));
            out.append('\n');
        });
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
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("rows", rows);
            json.put("pass_at_k", passAtK());
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), json);
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
