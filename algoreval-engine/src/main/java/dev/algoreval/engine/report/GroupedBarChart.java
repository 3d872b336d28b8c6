package dev.algoreval.engine.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Vertical bars grouped by category, one bar per series, on a 0–100 % axis (paper Fig. 4).
 *
 * @param bars bars[category][series]; null where the category has no results for that series
 */
record GroupedBarChart(String title, String desc, String categoryAxis, String valueAxis, List<String> categories,
        List<String> series, List<String> colours, Bar[][] bars) {

    /** @param value a fraction in [0, 1] */
    record Bar(double value, String tooltip) {
    }

    private static final double BAR_W = 18;
    private static final double GROUP_GAP = 22;
    private static final double PLOT_H = 240;
    private static final double TOP = 44;
    private static final double LEFT = 64;

    String render(String id) {
        double groupW = series.size() * BAR_W + GROUP_GAP;
        double plotW = Math.max(categories.size() * groupW, 200);
        List<Legend.Item> legend = new ArrayList<>();
        for (int s = 0; s < series.size(); s++) {
            legend.add(new Legend.Item(series.get(s), colours.get(s)));
        }
        double width = Math.max(LEFT + plotW + 24, Svg.width(title, 15) + 40);
        double legendH = Legend.height(legend, width - LEFT - 10);
        double height = TOP + PLOT_H + 56 + legendH + 10;

        Svg svg = new Svg(id, width, height, title, desc);
        double bottom = TOP + PLOT_H;
        for (int p = 0; p <= 100; p += 20) {
            double y = bottom - PLOT_H * p / 100;
            svg.line(LEFT, y, LEFT + plotW, y, p == 0 ? "#333333" : "#dddddd");
            svg.text(LEFT - 6, y + 4, Integer.toString(p), "end", "font-size=\"11\"");
        }
        svg.line(LEFT, TOP, LEFT, bottom, "#333333");
        svg.verticalText(16, TOP + PLOT_H / 2, valueAxis);
        for (int c = 0; c < categories.size(); c++) {
            double gx = LEFT + c * groupW + GROUP_GAP / 2;
            for (int s = 0; s < series.size(); s++) {
                Bar bar = bars[c][s];
                if (bar == null) {
                    continue;
                }
                double h = PLOT_H * bar.value();
                double x = gx + s * BAR_W;
                svg.rect(x + 1, bottom - h, BAR_W - 2, h, colours.get(s), bar.tooltip());
                svg.text(x + BAR_W / 2, bottom - h - 3, Long.toString(Math.round(100 * bar.value())), "middle",
                        "font-size=\"9\" fill=\"#333333\"");
            }
            svg.text(gx + series.size() * BAR_W / 2, bottom + 16, categories.get(c), "middle", "");
        }
        svg.text(LEFT + plotW / 2, bottom + 36, categoryAxis, "middle", "font-weight=\"600\"");
        Legend.draw(svg, legend, LEFT, bottom + 48, width - LEFT - 10);
        return svg.close();
    }
}
