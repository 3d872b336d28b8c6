package dev.algoreval.engine.report;

import java.util.List;

/** A row of colour swatches with names that wraps to further rows when it runs out of width. */
final class Legend {
    record Item(String name, String colour) {
    }

    private static final double SWATCH = 12;
    private static final double ROW = 18;

    private Legend() {
    }

    static double height(List<Item> items, double maxWidth) {
        return rows(items, maxWidth) * ROW;
    }

    /** Draws the legend with its top-left corner at (x, y). */
    static void draw(Svg svg, List<Item> items, double x, double y, double maxWidth) {
        double cx = x;
        double cy = y;
        for (Item item : items) {
            double w = itemWidth(item);
            if (cx > x && cx + w > x + maxWidth) {
                cx = x;
                cy += ROW;
            }
            svg.rect(cx, cy, SWATCH, SWATCH, item.colour(), null);
            svg.text(cx + SWATCH + 4, cy + SWATCH - 2, item.name(), "start", "");
            cx += w;
        }
    }

    private static int rows(List<Item> items, double maxWidth) {
        if (items.isEmpty()) {
            return 0;
        }
        int rows = 1;
        double cx = 0;
        for (Item item : items) {
            double w = itemWidth(item);
            if (cx > 0 && cx + w > maxWidth) {
                rows++;
                cx = 0;
            }
            cx += w;
        }
        return rows;
    }

    private static double itemWidth(Item item) {
        return SWATCH + 4 + Svg.width(item.name(), 12) + 16;
    }
}
