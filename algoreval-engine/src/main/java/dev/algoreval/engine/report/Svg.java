package dev.algoreval.engine.report;

import java.util.Locale;

/**
 * A minimal SVG writer. Every chart is an {@code <svg role="img">} whose {@code <title>} and
 * {@code <desc>} are referenced by aria-labelledby, so screen readers announce what it shows.
 */
final class Svg {
    static final double CHAR_WIDTH = 6.8;
    static final String FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\"";

    private final StringBuilder out = new StringBuilder();

    Svg(String id, double width, double height, String title, String desc) {
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"").append(Html.escape(id))
                .append("\" class=\"chart\" role=\"img\" width=\"").append(n(width)).append("\" height=\"")
                .append(n(height)).append("\" viewBox=\"0 0 ").append(n(width)).append(' ').append(n(height))
                .append("\" aria-labelledby=\"").append(id).append("-title ").append(id).append("-desc\" ")
                .append(FONT).append(" font-size=\"12\">\n");
        out.append("<title id=\"").append(id).append("-title\">").append(Html.escape(title)).append("</title>\n");
        out.append("<desc id=\"").append(id).append("-desc\">").append(Html.escape(desc)).append("</desc>\n");
        out.append("<rect x=\"0\" y=\"0\" width=\"").append(n(width)).append("\" height=\"").append(n(height))
                .append("\" fill=\"#ffffff\"/>\n");
        text(width / 2, 20, title, "middle", "font-size=\"15\" font-weight=\"600\"");
    }

    /** Estimated width of a label, for layout; generous so labels never overlap. */
    static double width(String label, double fontSize) {
        return label.length() * CHAR_WIDTH * fontSize / 12;
    }

    Svg text(double x, double y, String content, String anchor, String extra) {
        out.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" text-anchor=\"")
                .append(anchor).append('"');
        if (!extra.isEmpty()) {
            out.append(' ').append(extra);
        }
        out.append('>').append(Html.escape(content)).append("</text>\n");
        return this;
    }

    /** A rectangle with a tooltip (a child {@code <title>}, which browsers show on hover). */
    Svg rect(double x, double y, double w, double h, String fill, String tooltip) {
        out.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\" fill=\"").append(fill).append('"');
        if (tooltip == null) {
            out.append("/>\n");
        } else {
            out.append("><title>").append(Html.escape(tooltip)).append("</title></rect>\n");
        }
        return this;
    }

    Svg line(double x1, double y1, double x2, double y2, String stroke) {
        out.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2))
                .append("\" y2=\"").append(n(y2)).append("\" stroke=\"").append(stroke).append("\"/>\n");
        return this;
    }

    /** Axis title turned to run up the left edge. */
    Svg verticalText(double x, double y, String content) {
        return text(x, y, content, "middle",
                "transform=\"rotate(-90 " + n(x) + " " + n(y) + ")\" font-weight=\"600\"");
    }

    Svg raw(String markup) {
        out.append(markup);
        return this;
    }

    String close() {
        return out.append("</svg>\n").toString();
    }

    static String n(double value) {
        String s = String.format(Locale.ROOT, "%.1f", value);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }
}
