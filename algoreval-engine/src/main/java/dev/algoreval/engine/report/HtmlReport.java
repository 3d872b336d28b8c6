package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.files.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One self-contained report.html: inline CSS and hand-built SVG, no scripts, no fonts or anything
 * else fetched, so it opens offline and can be attached to a CI build as it is. The markup is also
 * well-formed XML, which lets tests parse it.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    /** The end-of-run report of one results.jsonl (what the engine writes next to it). */
    public static void write(Path resultsJsonl, Path out) {
        write(ResultsReader.read(resultsJsonl), null, out);
    }

    public static void write(List<Run> runs, Path out) {
        write(runs, null, out);
    }

    /**
     * @param baselineLabel label of the run the others are compared with; null compares every pair
     * @throws IllegalArgumentException when no run has that label
     * @throws UncheckedIOException when the file cannot be written
     */
    public static void write(List<Run> runs, String baselineLabel, Path out) {
        String html = render(runs, baselineLabel);
        try {
            // Written aside and moved in, so a browser refreshing the page never sees half a report.
            AtomicFiles.write(out, html);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
    }

    public static String render(List<Run> runs, String baselineLabel) {
        List<Run> ranked = rank(runs);
        Run baseline = baselineLabel == null ? null : ranked.stream().filter(r -> r.label().equals(baselineLabel))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no run is labelled '" + baselineLabel
                        + "'; labels: " + ranked.stream().map(Run::label).toList()));
        StringBuilder body = new StringBuilder();
        body.append("<h1>AlgoREval report</h1>\n<p class=\"sub\">").append(ranked.size()).append(" run(s) from ")
                .append(Html.escape(String.join(", ", sources(ranked)))).append("</p>\n");
        if (ranked.isEmpty() || ranked.stream().allMatch(r -> r.results().isEmpty())) {
            body.append("<p>No results were recorded.</p>\n");
            body.append(warnings(ranked));
            return page(body.toString());
        }
        body.append(SummarySection.render(ranked));
        body.append(PlusSection.render(ranked));
        body.append(AblationSection.render(ranked));
        body.append(ScaleSection.render(ranked));
        List<PairedComparison> effects = ComparisonSection.conditionEffects(ranked);
        if (!effects.isEmpty()) {
            body.append("<section id=\"conditions\">\n<h2>Prompt conditions against zero-shot</h2>\n")
                    .append(ComparisonSection.table("conditions-table", "Each model under a condition (A) against "
                            + "the same model zero-shot (B) (paper Table 3): b = fixed by the condition, c = broken", effects))
                    .append("</section>\n").append(hardSubset(ranked, effects));
        }
        if (ranked.size() > 1) {
            body.append("<section id=\"leaderboard\">\n<h2>Leaderboard</h2>\n")
                    .append(LeaderboardSection.table(ranked))
                    .append(figure("fig-model-language", Figures.modelByLanguage(ranked).render("fig-model-language"),
                            "Pass rate by model and language (paper Fig. 3)."))
                    .append("</section>\n").append(DiversitySection.render(ranked))
                    .append("<section id=\"comparison\">\n<h2>Paired comparison</h2>\n")
                    .append(ComparisonSection.table(ranked, baseline)).append("</section>\n");
            if (baseline != null) {
                body.append(LanguageGainsSection.render(ranked, baseline));
            }
        }
        body.append("<section id=\"representations\">\n<h2>Languages and representations</h2>\n");
        if (ranked.stream().flatMap(r -> r.results().stream()).anyMatch(ResultRecord::isGraphRepresentation)) {
            body.append(figure("fig-representation",
                    Figures.languageByRepresentation(ranked).render("fig-representation"),
                    "Pass rate of graph algorithms by language and input representation, all runs pooled "
                            + "(paper Fig. 4)."));
        } else {
            body.append("<p class=\"note\">No graph-algorithm results, so no representation chart.</p>\n");
        }
        body.append("</section>\n<section id=\"outcomes\">\n<h2>Outcomes</h2>\n")
                .append(figure("fig-outcomes-model", Figures.outcomesByRun(ranked).render("fig-outcomes-model"),
                        "Outcome breakdown per model, best first (paper Fig. 9)."))
                .append(figure("fig-outcomes-language",
                        Figures.outcomesByLanguage(ranked).render("fig-outcomes-language"),
                        "Outcome breakdown per language, all runs pooled."))
                .append("</section>\n<section id=\"difficulty\">\n<h2>Algorithm difficulty per language</h2>\n")
                .append("<div class=\"figure-grid\">\n");
        for (String language : Figures.languages(ranked)) {
            String id = "fig-difficulty-" + language.replaceAll("[^A-Za-z0-9_-]", "_");
            body.append(figure(id, Figures.algorithmDifficulty(ranked, language).render(id),
                    "Algorithm difficulty in " + Names.language(language) + ", hardest first (paper Figs. 11–17)."));
        }
        body.append("</div>\n</section>\n").append(FailuresSection.render(ranked)).append(warnings(ranked));
        return page(body.toString());
    }

    /**
     * The conditions' effect on the hard subset alone (the paper's RQ2 re-asks only those): the instances
     * whose zero-shot pass rate over this report's zero-shot runs is below 25 %.
     */
    private static String hardSubset(List<Run> runs, List<PairedComparison> effects) {
        HardSubset hard = HardSubset.ofRuns(runs);
        StringBuilder html = new StringBuilder("<section id=\"hard-subset\">\n<h2>On the hard subset</h2>\n");
        if (hard.instances().isEmpty()) {
            return html.append("<p class=\"note\">No instance has a zero-shot pass rate below 25 % in these runs (")
                    .append(hard.measured()).append(" measured).</p>\n</section>\n").toString();
        }
        List<PairedComparison> restricted = effects.stream().map(c -> PairedComparison.of(
                c.first().restrictedTo(hard.instances()), c.second().restrictedTo(hard.instances()))).toList();
        return html.append(ComparisonSection.table("hard-subset-table", hard.instances().size() + " of "
                + hard.measured() + " instances have a zero-shot pass rate below 25 % over the zero-shot runs here; "
                + "each condition against zero-shot on those alone", restricted)).append("</section>\n").toString();
    }

    /** Best pass rate first; runs without a counted result last. */
    static List<Run> rank(List<Run> runs) {
        List<Run> ranked = new ArrayList<>(runs);
        ranked.sort(Comparator.comparingDouble((Run r) -> -r.tally().passRate().orElse(-1))
                .thenComparing(Run::label));
        return ranked;
    }

    private static Set<String> sources(List<Run> runs) {
        Set<String> sources = new LinkedHashSet<>();
        runs.forEach(r -> sources.add(r.source().toString()));
        return sources;
    }

    private static String figure(String id, String svg, String caption) {
        return "<figure aria-describedby=\"" + id + "-caption\">\n<div class=\"scroll\">\n" + svg
                + "</div>\n<figcaption id=\"" + id + "-caption\">" + Html.escape(caption) + "</figcaption>\n</figure>\n";
    }

    private static String warnings(List<Run> runs) {
        Set<String> warnings = new LinkedHashSet<>();
        runs.forEach(r -> warnings.addAll(r.warnings()));
        if (warnings.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<section id=\"warnings\">\n<h2>Warnings</h2>\n<ul>\n");
        warnings.forEach(w -> html.append("<li>").append(Html.escape(w)).append("</li>\n"));
        return html.append("</ul>\n</section>\n").toString();
    }

    private static String page(String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                + "<title>AlgoREval report</title>\n<style>\n" + ReportStyle.CSS + "</style>\n</head>\n<body>\n<main>\n"
                + body + "<footer>Generated by AlgoREval-J. This page is self-contained: no scripts, nothing fetched."
                + "</footer>\n</main>\n</body>\n</html>\n";
    }
}
