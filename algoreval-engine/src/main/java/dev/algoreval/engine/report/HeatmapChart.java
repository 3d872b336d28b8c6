package dev.algoreval.engine.report;

import java.util.List;

/**
 * Rows × columns of pass rates, each cell coloured on the viridis scale and labelled with its
 * percentage (paper Figs. 3 and 11–17).
 *
 * @param cells cells[row][column]; a null cell means "no results"
 */
record HeatmapChart(String title, String desc, String columnAxis, String rowAxis, List<String> columns,
        List<String> rows, Cell[][] cells) {

    /** @param value pass rate in [0, 1] */
    record Cell(double value, String tooltip) {
    }

    private static final double CELL_W = 56;
    private static final double CELL_H = 20;
    private static final double TITLE_H = 32;

    String render(String id) {
        double maxRowLabel = rows.stream().mapToDouble(r -> Svg.width(r, 12)).max().orElse(0);
        double maxColLabel = columns.stream().mapToDouble(c -> Svg.width(c, 12)).max().orElse(0);
        boolean rotate = maxColLabel > CELL_W - 6;
        double colLabelH = rotate ? maxColLabel * Math.sin(Math.toRadians(40)) + 14 : 18;
        double left = 30 + maxRowLabel + 8;
        double gridTop = TITLE_H + 20 + colLabelH;
        double gridW = columns.size() * CELL_W;
        double gridH = rows.size() * CELL_H;
        double rightOverhang = rotate ? maxColLabel * Math.cos(Math.toRadians(40)) - CELL_W / 2 : 0;
        double width = Math.max(Math.max(left + gridW + Math.max(rightOverhang, 0) + 16, left + 230),
                Svg.width(title, 15) + 40);
        double height = gridTop + gridH + 78;

        Svg svg = new Svg(id, width, height, title, desc);
        svg.text(left + gridW / 2, TITLE_H + 12, columnAxis, "middle", "font-weight=\"600\"");
        svg.verticalText(14, gridTop + gridH / 2, rowAxis);
        for (int c = 0; c < columns.size(); c++) {
            double cx = left + c * CELL_W + CELL_W / 2;
            if (rotate) {
                svg.text(cx - 4, gridTop - 6, columns.get(c), "start",
                        "transform=\"rotate(-40 " + Svg.n(cx - 4) + " " + Svg.n(gridTop - 6) + ")\"");
            } else {
                svg.text(cx, gridTop - 6, columns.get(c), "middle", "");
            }
        }
        for (int r = 0; r < rows.size(); r++) {
            double y = gridTop + r * CELL_H;
            svg.text(left - 8, y + CELL_H / 2 + 4, rows.get(r), "end", "");
            for (int c = 0; c < columns.size(); c++) {
                double x = left + c * CELL_W;
                Cell cell = cells[r][c];
                if (cell == null) {
                    svg.rect(x, y, CELL_W - 1, CELL_H - 1, Palette.MISSING,
                            rows.get(r) + " · " + columns.get(c) + ": no counted results");
                    svg.text(x + CELL_W / 2, y + CELL_H / 2 + 4, "–", "middle", "fill=\"#666666\"");
                } else {
                    svg.rect(x, y, CELL_W - 1, CELL_H - 1, Palette.heat(cell.value()), cell.tooltip());
                    svg.text(x + CELL_W / 2, y + CELL_H / 2 + 4, Html.number(100 * cell.value()), "middle",
                            "fill=\"" + Palette.textOnHeat(cell.value()) + "\" pointer-events=\"none\"");
                }
            }
        }
        drawScale(svg, left, gridTop + gridH + 14);
        return svg.close();
    }

    private static void drawScale(Svg svg, double x, double y) {
        int steps = 40;
        double w = 200;
        for (int i = 0; i < steps; i++) {
            svg.rect(x + i * w / steps, y, w / steps + 0.5, 10, Palette.heat((i + 0.5) / steps), null);
        }
        for (int p = 0; p <= 100; p += 25) {
            double tx = x + w * p / 100;
            svg.line(tx, y + 10, tx, y + 14, "#333333");
            svg.text(tx, y + 26, Integer.toString(p), "middle", "font-size=\"11\"");
        }
        svg.text(x, y + 42, "Pass rate (%) · grey: no counted results", "start", "font-size=\"11\"");
    }
}
