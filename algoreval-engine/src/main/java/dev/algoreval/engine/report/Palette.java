package dev.algoreval.engine.report;

import dev.algoreval.engine.scoring.Outcome;
import java.util.Locale;

/**
 * Colours. Outcomes and representations use the Okabe–Ito palette and the heat scale is viridis:
 * both stay distinguishable with the common colour-vision deficiencies and in greyscale.
 */
public final class Palette {
    private static final int[][] VIRIDIS = {
        {0x44, 0x01, 0x54}, {0x3b, 0x52, 0x8b}, {0x21, 0x91, 0x8c}, {0x5e, 0xc9, 0x62}, {0xfd, 0xe7, 0x25}};
    public static final String MISSING = "#e8e8e8";

    private Palette() {
    }

    public static String outcome(Outcome outcome) {
        return switch (outcome) {
            case PASS -> "#009E73";
            case WRONG_OUTPUT -> "#E69F00";
            case STATIC_FAILURE -> "#D55E00";
            case RUNTIME_ERROR -> "#CC79A7";
            case TIMEOUT -> "#0072B2";
            case NO_CODE -> "#56B4E9";
            case MODEL_ERROR -> "#7f7f7f";
            case SKIPPED -> "#c8c8c8";
            case HARNESS_ERROR -> "#000000";
        };
    }

    public static String representation(String id) {
        return switch (id) {
            case "edge_list" -> "#0072B2";
            case "adj_list" -> "#E69F00";
            case "adj_matrix" -> "#009E73";
            case "incidence_matrix" -> "#CC79A7";
            default -> "#7f7f7f";
        };
    }

    /** Viridis at {@code value} in [0, 1]. */
    public static String heat(double value) {
        int[] rgb = heatRgb(value);
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
    }

    /** Black or white, whichever reads better on the heat colour. */
    public static String textOnHeat(double value) {
        int[] rgb = heatRgb(value);
        double luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
        return luminance > 0.45 ? "#000000" : "#ffffff";
    }

    /** Black or white on an outcome colour. */
    public static String textOnOutcome(Outcome outcome) {
        return switch (outcome) {
            case PASS, STATIC_FAILURE, TIMEOUT, MODEL_ERROR, HARNESS_ERROR -> "#ffffff";
            default -> "#000000";
        };
    }

    private static int[] heatRgb(double value) {
        double v = Math.max(0, Math.min(1, value)) * (VIRIDIS.length - 1);
        int i = Math.min((int) Math.floor(v), VIRIDIS.length - 2);
        double t = v - i;
        int[] rgb = new int[3];
        for (int c = 0; c < 3; c++) {
            rgb[c] = (int) Math.round(VIRIDIS[i][c] + t * (VIRIDIS[i + 1][c] - VIRIDIS[i][c]));
        }
        return rgb;
    }
}
