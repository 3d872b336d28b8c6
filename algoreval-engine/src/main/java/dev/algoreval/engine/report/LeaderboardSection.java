package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Paper Table 2: runs ranked by pass rate, with the pass rate in each language. */
final class LeaderboardSection {
    private LeaderboardSection() {
    }

    static String table(List<Run> runs) {
        List<String> languages = Figures.languages(runs);
        StringBuilder html = new StringBuilder("<div class=\"scroll\"><table id=\"leaderboard-table\">\n"
                + "<caption>Leaderboard: pass rate (%) overall and per language, ranked by overall pass rate"
                + "</caption>\n<thead><tr><th class=\"num\">Rank</th><th>Run</th><th class=\"num\">Pass rate</th>");
        for (String language : languages) {
            html.append("<th class=\"num\">").append(Html.escape(Names.language(language))).append("</th>");
        }
        html.append("<th class=\"num\">Passed / counted</th><th class=\"num\">Not counted</th></tr></thead>\n<tbody>\n");
        int rank = 0;
        OptionalDouble previous = null;
        for (int i = 0; i < runs.size(); i++) {
            Run run = runs.get(i);
            Tally t = run.tally();
            // Equal pass rates share a rank (1, 2, 2, 4), so a tie never looks like a win.
            if (previous == null || !previous.equals(t.passRate())) {
                rank = i + 1;
            }
            previous = t.passRate();
            html.append("<tr><td class=\"num\">").append(rank).append("</td><td>").append(Html.escape(run.label()))
                    .append("</td><td class=\"num\"><strong>").append(Html.percent(t.passRate()))
                    .append("</strong></td>");
            Map<String, Tally> byLanguage = Tally.by(run.results(), ResultRecord::language, RunSummary::effectiveOutcome);
            for (String language : languages) {
                Tally l = byLanguage.get(language);
                html.append("<td class=\"num\">").append(l == null ? "–" : Html.percent(l.passRate())).append("</td>");
            }
            html.append("<td class=\"num\">").append(t.passed()).append(" / ").append(t.counted())
                    .append("</td><td class=\"num\">").append(t.excluded()).append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n").toString();
    }
}
