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
 * Rows are per run label: the model, with the condition when it is not {@code zero-shot}. A
 * {@code plus} row counts a test as passed only when the fixed test and every hidden test pass (an
 * EvalPlus "base + plus" score), shows the fixed test's pass rate beside it ("base"), and how many
 * base passes the hidden tests reject.
 */
public final class RunSummary {
    /** model → language → tally. */
    private final Map<String, Map<String, Tally>> byModelAndLanguage = new TreeMap<>();
    private final Map<String, Tally> byModel = new TreeMap<>();
    /** model → instance → tally of its samples, for pass@k. */
    private final Map<String, Map<String, Tally>> byModelAndInstance = new TreeMap<>();
    /** label → language → tally of the fixed test alone, for labels whose tests ran hidden tests. */
    private final Map<String, Map<String, Tally>> baseByLanguage = new TreeMap<>();
    private final Map<String, Tally> base = new TreeMap<>();
    /** The shards ({@code 2/4}) whose lines were counted: one for a shard's run, all for merged shards. */
    private final java.util.Set<String> shards = new java.util.TreeSet<>(
            java.util.Comparator.comparingInt(String::length).thenComparing(s -> s)); // 2/12 before 10/12

    /** The row label of a model under a condition, as the reports name runs. */
    public static String label(String model, String condition) {
        return ResultRecord.ZERO_SHOT.equals(condition) ? model : model + " [" + condition + "]";
    }

    /** The outcome a test counts with: under {@code plus}, a base pass the hidden tests reject counts as their outcome. */
    public static Outcome effectiveOutcome(ResultRecord record) {
        return record.basePassed() && record.hasPlus() && !record.passed() ? record.plusOutcome() : record.outcome();
    }

    public synchronized void add(ResultRecord record) {
        String label = label(record.model(), record.condition());
        Outcome outcome = effectiveOutcome(record);
        if (record.shard() != null) {
            shards.add(record.shard());
        }
        byModel.computeIfAbsent(label, m -> new Tally()).add(outcome);
        byModelAndLanguage.computeIfAbsent(label, m -> new TreeMap<>())
                .computeIfAbsent(record.language(), l -> new Tally()).add(outcome);
        byModelAndInstance.computeIfAbsent(label, m -> new TreeMap<>())
                .computeIfAbsent(record.instance(), i -> new Tally()).add(outcome);
        if (!ResultRecord.ZERO_SHOT.equals(record.condition())) {
            base.computeIfAbsent(label, m -> new Tally()).add(record.outcome());
            baseByLanguage.computeIfAbsent(label, m -> new TreeMap<>())
                    .computeIfAbsent(record.language(), l -> new Tally()).add(record.outcome());
        }
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

    /** Passed / scored for a run label ({@link #label}), overall; empty when nothing was scored. */
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
        String header = String.format(Locale.ROOT, "%-24s %-11s %9s %7s %9s %12s", "model", "language", "pass rate",
                "passed", "base", "plus rejects");
        StringBuilder outcomes = new StringBuilder();
        for (Outcome o : Outcome.values()) {
            if (o != Outcome.PASS) {
                outcomes.append(String.format(Locale.ROOT, " %14s", o.id()));
            }
        }
        out.append("AlgoREval results\n").append(header).append(outcomes).append('\n');
        byModel.forEach((model, all) -> {
            byModelAndLanguage.get(model).forEach((language, tally) -> out.append(row(model, language, tally,
                    baseByLanguage.getOrDefault(model, Map.of()).get(language))).append('\n'));
            out.append(row(model, "ALL", all, base.get(model))).append('\n');
        });
        passAtK().forEach((model, byK) -> {
            out.append(String.format(Locale.ROOT, "%-24s", model));
            byK.forEach((k, value) -> out.append(String.format(Locale.ROOT, "  pass@%d %.1f %%", k, 100 * value)));
            out.append('\n');
        });
        return out.toString();
    }

    private static String row(String model, String language, Tally tally, Tally baseTally) {
        String baseRate = baseTally == null ? "" : percent(baseTally);
        String rejects = baseTally == null ? "" : Integer.toString(baseTally.passed() - tally.passed());
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-24s %-11s %9s %3d/%-3d %9s %12s", model,
                language, percent(tally), tally.passed(), tally.counted(), baseRate, rejects));
        for (Outcome o : Outcome.values()) {
            if (o != Outcome.PASS) {
                line.append(String.format(Locale.ROOT, " %14d", tally.count(o)));
            }
        }
        return line.toString();
    }

    private static String percent(Tally tally) {
        return tally.counted() == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * tally.passRate().getAsDouble());
    }

    /** A machine-readable form of the same counts (the full report format is built elsewhere). */
    public synchronized String json() {
        List<Map<String, Object>> rows = new ArrayList<>();
        byModelAndLanguage.forEach((model, languages) ->
                languages.forEach((language, tally) -> rows.add(jsonRow(model, language, tally,
                        baseByLanguage.getOrDefault(model, Map.of()).get(language)))));
        byModel.forEach((model, all) -> rows.add(jsonRow(model, "ALL", all, base.get(model))));
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rows", rows);
        json.put("pass_at_k", passAtK());
        if (shards.size() == 1) {
            json.put("shard", shards.iterator().next());
        } else if (!shards.isEmpty()) {
            json.put("shards", List.copyOf(shards));
        }
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(json);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot render the summary", e);
        }
    }

    private static Map<String, Object> jsonRow(String model, String language, Tally tally, Tally baseTally) {
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
        if (baseTally != null) {
            row.put("base_passed", baseTally.passed());
            row.put("base_pass_rate", baseTally.counted() == 0 ? null : baseTally.passRate().getAsDouble());
            row.put("plus_rejects", baseTally.passed() - tally.passed());
        }
        return row;
    }
}
