package dev.algoreval.engine.report;

import dev.algoreval.engine.scoring.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * One horizontal bar per row, split into the shares of each outcome, 0–100 % (paper Fig. 9). Harness
 * outcomes (model error, skipped) are drawn too, in greys, so every bar adds up to all its results.
 *
 * @param counts counts[row] indexed by {@link Outcome#ordinal()}
 */
record StackedBarChart(String title, String desc, String rowAxis, String valueAxis, List<String> rows,
        int[][] counts) {

    private static final double BAR_H = 20;
    private static final double ROW_H = 26;
    private static final double PLOT_W = 520;
    private static final double TOP = 40;

    String render(String id) {
        List<Outcome> shown = shownOutcomes();
        List<Legend.Item> legend = new ArrayList<>();
        for (Outcome o : shown) {
            legend.add(new Legend.Item(o.id(), Palette.outcome(o)));
        }
        double left = 34 + rows.stream().mapToDouble(r -> Svg.width(r, 12)).max().orElse(0) + 8;
        double width = Math.max(left + PLOT_W + 70, Svg.width(title, 15) + 40);
        double plotH = rows.size() * ROW_H;
        double legendH = Legend.height(legend, width - left - 10);
        double height = TOP + plotH + 50 + legendH + 10;

        Svg svg = new Svg(id, width, height, title, desc);
        double bottom = TOP + plotH;
        for (int p = 0; p <= 100; p += 20) {
            double x = left + PLOT_W * p / 100;
            svg.line(x, TOP, x, bottom, p == 0 ? "#333333" : "#e4e4e4");
            svg.text(x, bottom + 14, Integer.toString(p), "middle", "font-size=\"11\"");
        }
        svg.verticalText(14, TOP + plotH / 2, rowAxis);
        for (int r = 0; r < rows.size(); r++) {
            double y = TOP + r * ROW_H + (ROW_H - BAR_H) / 2;
            svg.text(left - 8, y + BAR_H / 2 + 4, rows.get(r), "end", "");
            int total = 0;
            for (int n : counts[r]) {
                total += n;
            }
            double x = left;
            for (Outcome o : shown) {
                int n = counts[r][o.ordinal()];
                if (n == 0 || total == 0) {
                    continue;
                }
                double share = (double) n / total;
                double w = PLOT_W * share;
                svg.rect(x, y, w, BAR_H, Palette.outcome(o), rows.get(r) + " · " + o.id() + ": " + n + " of "
                        + total + " (" + Html.percent(share) + " %)");
                if (w >= 30) {
                    svg.text(x + w / 2, y + BAR_H / 2 + 4, Long.toString(Math.round(100 * share)), "middle",
                            "font-size=\"11\" fill=\"" + Palette.textOnOutcome(o) + "\" pointer-events=\"none\"");
                }
                x += w;
            }
            svg.text(left + PLOT_W + 6, y + BAR_H / 2 + 4, "n=" + total, "start", "font-size=\"11\" fill=\"#555555\"");
        }
        svg.text(left + PLOT_W / 2, bottom + 32, valueAxis, "middle", "font-weight=\"600\"");
        Legend.draw(svg, legend, left, bottom + 42, width - left - 10);
        return svg.close();
    }

    /** Every model outcome always (so colours mean the same in every chart); harness outcomes only when present. */
    private List<Outcome> shownOutcomes() {
        List<Outcome> shown = new ArrayList<>();
        for (Outcome o : Outcome.values()) {
            boolean present = false;
            for (int[] row : counts) {
                present |= row[o.ordinal()] > 0;
            }
            if (o.isModelOutcome() || present) {
                shown.add(o);
            }
        }
        return shown;
    }
}
