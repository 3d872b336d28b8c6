package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import dev.algoreval.engine.scoring.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;

/** Builds the paper's charts from runs; runs are expected in leaderboard order. */
final class Figures {
    private Figures() {
    }

    /** Fig. 3: pass rate per run (rows) and language (columns). */
    static HeatmapChart modelByLanguage(List<Run> runs) {
        List<String> languages = languages(runs);
        HeatmapChart.Cell[][] cells = new HeatmapChart.Cell[runs.size()][languages.size()];
        for (int r = 0; r < runs.size(); r++) {
            Map<String, Tally> byLanguage = Tally.by(runs.get(r).results(), ResultRecord::language, RunSummary::effectiveOutcome);
            for (int c = 0; c < languages.size(); c++) {
                cells[r][c] = cell(byLanguage.get(languages.get(c)),
                        runs.get(r).label() + " · " + Names.language(languages.get(c)));
            }
        }
        return new HeatmapChart("Pass rate by model and language",
                "Heatmap of pass rates (%) with one row per run and one column per programming language. "
                        + "Model errors and skipped tests are left out of the denominators.",
                "Language", "Model", languages.stream().map(Names::language).toList(), labels(runs), cells);
    }

    /** Fig. 4: graph algorithms only, pooled over all runs, one bar per representation within each language. */
    static GroupedBarChart languageByRepresentation(List<Run> runs) {
        List<ResultRecord> graph = all(runs).stream().filter(ResultRecord::isGraphRepresentation).toList();
        List<String> languages = Names.sortedLanguages(graph.stream().map(ResultRecord::language).toList());
        List<String> representations = Names.sortedRepresentations(graph.stream().map(ResultRecord::representation).toList());
        Map<String, Tally> tallies = Tally.by(graph, r -> r.language() + "/" + r.representation(), RunSummary::effectiveOutcome);
        GroupedBarChart.Bar[][] bars = new GroupedBarChart.Bar[languages.size()][representations.size()];
        for (int l = 0; l < languages.size(); l++) {
            for (int s = 0; s < representations.size(); s++) {
                Tally t = tallies.get(languages.get(l) + "/" + representations.get(s));
                if (t != null && t.passRate().isPresent()) {
                    bars[l][s] = new GroupedBarChart.Bar(t.passRate().getAsDouble(),
                            Names.language(languages.get(l)) + " · " + Names.representation(representations.get(s))
                                    + ": " + t.passed() + " of " + t.counted() + " passed ("
                                    + Html.percent(t.passRate()) + " %)");
                }
            }
        }
        return new GroupedBarChart("Pass rate by language and graph input representation",
                "Grouped bar chart of the pass rate (%) of graph algorithms in each language, one bar per input "
                        + "representation, pooled over " + runs.size() + " run(s). Non-graph algorithms are left out.",
                "Language", "Pass rate (%)", languages.stream().map(Names::language).toList(),
                representations.stream().map(Names::representation).toList(),
                representations.stream().map(Palette::representation).toList(), bars);
    }

    /** Fig. 9: outcome shares per run. */
    static StackedBarChart outcomesByRun(List<Run> runs) {
        int[][] counts = new int[runs.size()][];
        for (int r = 0; r < runs.size(); r++) {
            counts[r] = counts(runs.get(r).results());
        }
        return new StackedBarChart("Outcome breakdown per model",
                "Stacked horizontal bars: for each run, the share of its results with each outcome, "
                        + "sorted by pass rate.", "Model", "Share of results (%)", labels(runs), counts);
    }

    /** The same breakdown per language, pooled over all runs. */
    static StackedBarChart outcomesByLanguage(List<Run> runs) {
        Map<String, List<ResultRecord>> byLanguage = group(all(runs), ResultRecord::language);
        List<String> languages = Names.sortedLanguages(byLanguage.keySet());
        int[][] counts = new int[languages.size()][];
        for (int l = 0; l < languages.size(); l++) {
            counts[l] = counts(byLanguage.get(languages.get(l)));
        }
        return new StackedBarChart("Outcome breakdown per language",
                "Stacked horizontal bars: for each language, the share of results with each outcome, pooled over "
                        + runs.size() + " run(s).", "Language", "Share of results (%)",
                languages.stream().map(Names::language).toList(), counts);
    }

    /** Figs. 11–17: for one language, pass rate per algorithm (rows, hardest first) and run (columns). */
    static HeatmapChart algorithmDifficulty(List<Run> runs, String language) {
        List<Map<String, Tally>> perRun = new ArrayList<>();
        for (Run run : runs) {
            perRun.add(Tally.by(run.results().stream().filter(r -> r.language().equals(language)).toList(),
                    ResultRecord::algorithm, RunSummary::effectiveOutcome));
        }
        List<String> algorithms = perRun.stream().flatMap(m -> m.keySet().stream()).distinct()
                .sorted(Comparator.comparingDouble((String a) -> meanRate(perRun, a))
                        .thenComparing(Comparator.naturalOrder()))
                .toList();
        HeatmapChart.Cell[][] cells = new HeatmapChart.Cell[algorithms.size()][runs.size()];
        for (int a = 0; a < algorithms.size(); a++) {
            for (int r = 0; r < runs.size(); r++) {
                cells[a][r] = cell(perRun.get(r).get(algorithms.get(a)),
                        algorithms.get(a) + " · " + runs.get(r).label());
            }
        }
        String name = Names.language(language);
        return new HeatmapChart("Algorithm difficulty in " + name,
                "Heatmap of pass rates (%) in " + name + ": one row per algorithm (all its representations and "
                        + "samples together), hardest first; one column per run.",
                "Model", "Algorithm", labels(runs), algorithms, cells);
    }

    static List<String> languages(List<Run> runs) {
        return Names.sortedLanguages(all(runs).stream().map(ResultRecord::language).toList());
    }

    private static double meanRate(List<Map<String, Tally>> perRun, String algorithm) {
        return perRun.stream().map(m -> m.get(algorithm)).filter(t -> t != null && t.passRate().isPresent())
                .mapToDouble(t -> t.passRate().getAsDouble()).average().orElse(2);
    }

    private static HeatmapChart.Cell cell(Tally tally, String what) {
        if (tally == null) {
            return null;
        }
        OptionalDouble rate = tally.passRate();
        if (rate.isEmpty()) {
            return null;
        }
        String excluded = tally.excluded() == 0 ? "" : "; " + tally.excluded() + " not counted";
        return new HeatmapChart.Cell(rate.getAsDouble(), what + ": " + tally.passed() + " of " + tally.counted()
                + " passed (" + Html.percent(rate) + " %)" + excluded);
    }

    private static int[] counts(List<ResultRecord> results) {
        int[] counts = new int[Outcome.values().length];
        for (ResultRecord r : results) {
            counts[RunSummary.effectiveOutcome(r).ordinal()]++;
        }
        return counts;
    }

    private static List<String> labels(List<Run> runs) {
        return runs.stream().map(Run::label).toList();
    }

    private static List<ResultRecord> all(List<Run> runs) {
        return runs.stream().flatMap(r -> r.results().stream()).toList();
    }

    private static Map<String, List<ResultRecord>> group(List<ResultRecord> results, Function<ResultRecord, String> key) {
        Map<String, List<ResultRecord>> groups = new LinkedHashMap<>();
        for (ResultRecord r : results) {
            groups.computeIfAbsent(key.apply(r), k -> new ArrayList<>()).add(r);
        }
        return groups;
    }
}
