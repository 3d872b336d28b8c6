package dev.algoreval.engine.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Paper §6.1 "Solution diversity" and Fig. 10: how alike the runs' correct solutions are, and how
 * often a correct answer is also the plurality answer. Only meaningful across runs, so absent with one.
 */
final class DiversitySection {
    private DiversitySection() {
    }

    static String render(List<Run> runs) {
        if (runs.size() < 2) {
            return "";
        }
        Diversity d = Diversity.of(runs);
        StringBuilder html = new StringBuilder("""
                <section id="diversity">
                <h2>Solution diversity</h2>
                <p>Per problem (an instance under one condition), each run's first sample. <strong>Similarity</strong> is the mean, over every pair of
                runs that both passed a problem, of Python's <code>difflib.SequenceMatcher(None, a, b).ratio()</code>
                on the two programs' code (2·matched characters / total length, difflib's autojunk rule included;
                a is the run whose label sorts first), as in the paper's §6.1. <strong>Exact match</strong> is the
                share of those pairs whose code is identical after collapsing whitespace. <strong>Consensus
                recall</strong> (paper Fig. 10) is the share of passes whose output, whitespace-normalised, is the
                most frequent output among the runs that printed one (ties count as consensus); problems answered by
                only one run are left out.</p>
                """);
        html.append(statsTable("diversity-languages", "Diversity per language", "Language",
                d.byLanguage.entrySet().stream().map(e -> Map.entry(Html.escape(Names.language(e.getKey())), e.getValue()))
                        .toList(), d.overall));
        html.append("<div class=\"scroll\"><table id=\"diversity-runs\">\n<caption>Consensus recall per run (paper "
                + "Fig. 10)</caption>\n<thead><tr><th>Run</th><th class=\"num\">Pass rate (%)</th>"
                + "<th class=\"num\">Passes on shared problems</th><th class=\"num\">Consensus recall (%)</th></tr>"
                + "</thead>\n<tbody>\n");
        for (Run run : runs) {
            Diversity.Stats s = d.byRun.get(run.label());
            html.append("<tr><td>").append(Html.escape(run.label())).append("</td><td class=\"num\">")
                    .append(Html.percent(run.tally().passRate())).append("</td><td class=\"num\">")
                    .append(s == null ? 0 : s.passes).append("</td><td class=\"num\">")
                    .append(s == null ? "–" : Html.percent(s.consensusRecall())).append("</td></tr>\n");
        }
        html.append("</tbody></table></div>\n");
        html.append(statsTable("diversity-algorithms", "Diversity per algorithm and language (only those two or "
                + "more runs passed)", "Algorithm · language",
                d.byCell.entrySet().stream().filter(e -> e.getValue().pairs > 0)
                        .map(e -> Map.entry(Html.escape(e.getKey().algorithm()) + " · "
                                + Html.escape(Names.language(e.getKey().language())), e.getValue()))
                        .toList(), null));
        return html.append("</section>\n").toString();
    }

    /** @param rows escaped row names and their statistics; total adds an "All" row when not null */
    private static String statsTable(String id, String caption, String nameHeader,
            List<Map.Entry<String, Diversity.Stats>> rows, Diversity.Stats total) {
        StringBuilder html = new StringBuilder("<div class=\"scroll\"><table id=\"").append(id).append("\">\n<caption>")
                .append(Html.escape(caption)).append("</caption>\n<thead><tr><th>").append(Html.escape(nameHeader))
                .append("</th><th class=\"num\">Problems with ≥ 2 passes</th><th class=\"num\">Pairs</th>"
                        + "<th class=\"num\">Similarity</th><th class=\"num\">Exact match (%)</th>"
                        + "<th class=\"num\">Consensus recall (%)</th></tr></thead>\n<tbody>\n");
        rows.forEach(row -> html.append(row(row.getKey(), row.getValue())));
        if (total != null) {
            html.append(row("<strong>All</strong>", total));
        }
        return html.append("</tbody></table></div>\n").toString();
    }

    private static String row(String escapedName, Diversity.Stats s) {
        return "<tr><td>" + escapedName + "</td><td class=\"num\">" + s.problems + "</td><td class=\"num\">" + s.pairs
                + "</td><td class=\"num\">" + similarity(s) + "</td><td class=\"num\">"
                + Html.percent(s.exactMatchRate()) + "</td><td class=\"num\">" + Html.percent(s.consensusRecall())
                + "</td></tr>\n";
    }

    private static String similarity(Diversity.Stats s) {
        return s.meanSimilarity().isPresent()
                ? String.format(Locale.ROOT, "%.2f", s.meanSimilarity().getAsDouble()) : "–";
    }
}
