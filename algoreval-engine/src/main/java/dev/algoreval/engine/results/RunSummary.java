package dev.algoreval.engine.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.engine.scoring.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Counts outcomes as tests finish and renders the end-of-run table. Pass rate = passed / instances
 * with a model outcome; model errors and skips are shown but never counted as misses (SPEC §4).
 */
public final class RunSummary {
    /** model → language → tally. */
    private final Map<String, Map<String, Tally>> byModelAndLanguage = new TreeMap<>();
    private final Map<String, Tally> byModel = new TreeMap<>();
    /** model → instance → tally of its samples, for pass@k. */
    private final Map<String, Map<String, Tally>> byModelAndInstance = new TreeMap<>();

    public synchronized void add(ResultRecord record) {
        Outcome outcome = record.outcome();
        byModel.computeIfAbsent(record.model(), m -> new Tally()).add(outcome);
        byModelAndLanguage.computeIfAbsent(record.model(), m -> new TreeMap<>())
                .computeIfAbsent(record.language(), l -> new Tally()).add(outcome);
        byModelAndInstance.computeIfAbsent(record.model(), m -> new TreeMap<>())
                .computeIfAbsent(record.instance(), i -> new Tally()).add(outcome);
    }

    /** Unbiased pass@k per model as {@link PassAtK#reported} chooses k; no entry for single-sample models. */
    public synchronized Map<String, Map<Integer, Double>> passAtK() {
        Map<String, Map<Integer, Double>> result = new TreeMap<>();
        byModelAndInstance.forEach((model, instances) -> {
            Map<Integer, Double> byK = PassAtK.reported(instances.values());
            if (!byK.isEmpty()) {
                result.put(model, byK);
            }
        });
        return result;
    }

    /** Passed / scored for a model, overall; empty when nothing was scored. */
    public synchronized Optional<Double> passRate(String model) {
        return rate(byModel.get(model));
    }

    /** Passed / scored for a model in one language; empty when nothing was scored. */
    public synchronized Optional<Double> passRate(String model, String language) {
        return rate(byModelAndLanguage.getOrDefault(model, Map.of()).get(language));
    }

    private static Optional<Double> rate(Tally tally) {
        return tally == null || tally.passRate().isEmpty() ? Optional.empty() : Optional.of(tally.passRate().getAsDouble());
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
        byModel.forEach((model, all) -> {
            byModelAndLanguage.get(model).forEach((language, tally) -> out.append(row(model, language, tally)).append('\n'));
            out.append(row(model, "ALL", all)).append('\n');
        });
        passAtK().forEach((model, byK) -> {
            out.append(String.format(Locale.ROOT, "%-24s", model));
            byK.forEach((k, value) -> out.append(String.format(Locale.ROOT, "  pass@%d %.1f %%", k, 100 * value)));
            out.append('\n');
        });
        return out.toString();
    }

    private static String row(String model, String language, Tally tally) {
        String rate = tally.counted() == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * tally.passRate().getAsDouble());
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-24s %-11s %9s %3d/%-3d", model, language,
                rate, tally.passed(), tally.counted()));
        for (Outcome o : Outcome.values()) {
            if (o != Outcome.PASS) {
                line.append(String.format(Locale.ROOT, " %14d", tally.count(o)));
            }
        }
        return line.toString();
    }

    /** A machine-readable form of the same counts (the full report format is built elsewhere). */
    public synchronized String json() {
        List<Map<String, Object>> rows = new ArrayList<>();
        byModelAndLanguage.forEach((model, languages) ->
                languages.forEach((language, tally) -> rows.add(jsonRow(model, language, tally))));
        byModel.forEach((model, all) -> rows.add(jsonRow(model, "ALL", all)));
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rows", rows);
        json.put("pass_at_k", passAtK());
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(json);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot render the summary", e);
        }
    }

    private static Map<String, Object> jsonRow(String model, String language, Tally tally) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("model", model);
        row.put("language", language);
        row.put("passed", tally.passed());
        row.put("scored", tally.counted());
        row.put("pass_rate", tally.counted() == 0 ? null : tally.passRate().getAsDouble());
        Map<String, Integer> outcomes = new LinkedHashMap<>();
        for (Outcome o : Outcome.values()) {
            outcomes.put(o.id(), tally.count(o));
        }
        row.put("outcomes", outcomes);
        return row;
    }
}
