package dev.algoreval.engine.report;

import dev.algoreval.dataset.ablation.AblationCondition;
import dev.algoreval.dataset.ablation.AblationInstances;
import dev.algoreval.dataset.ablation.AblationProblem;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The name/spec ablation (paper Appendix L, Figure 20): (a) each model's mean correctness over the six
 * novel problems under each of the six conditions, and (b) the same per problem, where the aggregate
 * pattern breaks down. Correctness is the pass rate against the correct output in every condition.
 */
final class AblationSection {
    private AblationSection() {
    }

    static String render(List<Run> runs) {
        List<Run> ablation = runs.stream().filter(r -> condition(r).isPresent()).toList();
        if (ablation.isEmpty()) {
            return "";
        }
        Set<String> novel = AblationInstances.problems().stream().filter(AblationProblem::novel)
                .map(p -> AblationInstances.PREFIX + p.id()).collect(Collectors.toSet());
        List<String> models = ablation.stream().map(Run::model).distinct().toList();
        List<AblationCondition> conditions = List.of(AblationCondition.values());
        GroupedBarChart.Bar[][] bars = new GroupedBarChart.Bar[conditions.size()][models.size()];
        StringBuilder mean = new StringBuilder("<div class=\"scroll\"><table id=\"ablation-table\">\n<caption>Mean "
                + "correctness (%) over the six novel problems by condition (paper Figure 20a); every condition is "
                + "scored against the correct output</caption>\n<thead><tr><th>Model</th>");
        conditions.forEach(c -> mean.append("<th class=\"num\">").append(Html.escape(c.label())).append("</th>"));
        mean.append("</tr></thead>\n<tbody>\n");
        for (int m = 0; m < models.size(); m++) {
            mean.append("<tr><td>").append(Html.escape(models.get(m))).append("</td>");
            for (int c = 0; c < conditions.size(); c++) {
                Tally t = tally(ablation, models.get(m), conditions.get(c), r -> novel.contains(r.algorithm()));
                mean.append("<td class=\"num\">").append(t == null ? "–" : Html.percent(t.passRate())).append("</td>");
                if (t != null && t.passRate().isPresent()) {
                    bars[c][m] = new GroupedBarChart.Bar(t.passRate().getAsDouble(), models.get(m) + " · "
                            + conditions.get(c).label() + ": " + t.passed() + " of " + t.counted() + " passed");
                }
            }
            mean.append("</tr>\n");
        }
        mean.append("</tbody></table></div>\n");
        GroupedBarChart chart = new GroupedBarChart("Mean correctness across the novel problems, by prompt condition",
                "Grouped bar chart of each model's pass rate (%) over the six novel ablation problems under each of "
                        + "the six name/spec conditions.", "Condition", "Correctness (%)",
                conditions.stream().map(AblationCondition::label).toList(), models,
                models.stream().map(m -> Palette.heat(models.size() == 1 ? 0.5 : (double) models.indexOf(m) / (models.size() - 1))).toList(), bars);

        StringBuilder perProblem = new StringBuilder("<div class=\"scroll\"><table id=\"ablation-problems-table\">\n"
                + "<caption>Correctness (%) per problem and model (paper Figure 20b); – where a condition does not "
                + "pose the problem (the known problems are asked with and without their name only)</caption>\n"
                + "<thead><tr><th>Problem</th><th>Model</th>");
        conditions.forEach(c -> perProblem.append("<th class=\"num\">").append(Html.escape(c.label())).append("</th>"));
        perProblem.append("</tr></thead>\n<tbody>\n");
        for (AblationProblem problem : AblationInstances.problems()) {
            String id = AblationInstances.PREFIX + problem.id();
            for (String model : models) {
                List<String> cells = new ArrayList<>();
                boolean any = false;
                for (AblationCondition c : conditions) {
                    Tally t = tally(ablation, model, c, r -> r.algorithm().equals(id));
                    any |= t != null;
                    cells.add(t == null ? "–" : Html.percent(t.passRate()));
                }
                if (any) {
                    perProblem.append("<tr><td>").append(Html.escape(problem.name()))
                            .append(problem.novel() ? "" : " <span class=\"note\">(known)</span>").append("</td><td>")
                            .append(Html.escape(model)).append("</td>");
                    cells.forEach(cell -> perProblem.append("<td class=\"num\">").append(cell).append("</td>"));
                    perProblem.append("</tr>\n");
                }
            }
        }
        perProblem.append("</tbody></table></div>\n");
        return "<section id=\"ablation\">\n<h2>Name/spec ablation</h2>\n" + mean
                + "<figure aria-describedby=\"fig-ablation-caption\">\n<div class=\"scroll\">\n"
                + chart.render("fig-ablation") + "</div>\n<figcaption id=\"fig-ablation-caption\">Mean correctness by "
                + "condition (paper Figure 20a).</figcaption>\n</figure>\n"
                + perProblem + "</section>\n";
    }

    private static Optional<AblationCondition> condition(Run run) {
        return Condition.byId(run.condition()).flatMap(Condition::ablation);
    }

    /** The pooled tally of a model's runs under a condition, over the results that pass the filter; null if none. */
    private static Tally tally(List<Run> runs, String model, AblationCondition condition,
            java.util.function.Predicate<ResultRecord> which) {
        List<ResultRecord> results = runs.stream().filter(r -> r.model().equals(model))
                .filter(r -> condition(r).equals(Optional.of(condition)))
                .flatMap(r -> r.results().stream()).filter(which).toList();
        if (results.isEmpty()) {
            return null;
        }
        Map<String, Tally> one = new LinkedHashMap<>(Tally.by(results, r -> "all", RunSummary::effectiveOutcome));
        return one.get("all");
    }
}
