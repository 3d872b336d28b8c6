package dev.algoreval.engine.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.OptionalDouble;

/** Escaping and number formatting shared by the report's HTML and SVG. */
public final class Html {
    private Html() {
    }

    /**
     * Escapes text for element content and quoted attributes. Results hold untrusted program output,
     * so control characters and broken surrogates are also replaced: they would make the page
     * invalid XML (the SVG) and can hide text.
     */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '\n', '\t' -> out.append(ch);
                case '\r' -> {
                    if (i + 1 >= text.length() || text.charAt(i + 1) != '\n') {
                        out.append('\u240D');
                    }
                }
                default -> {
                    if (Character.isHighSurrogate(ch) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(ch).append(text.charAt(++i));
                    } else if (Character.isSurrogate(ch) || ch == '\uFFFE' || ch == '\uFFFF') {
                        out.append('\uFFFD');
                    } else if (ch < 0x20) {
                        out.append((char) (0x2400 + ch)); // the Unicode "control picture" of the character
                    } else if (ch >= 0x7F && ch <= 0x9F) {
                        out.append('\uFFFD');
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        return out.toString();
    }

    /** At most {@code max} characters, saying how much was cut. */
    public static String truncate(String text, int max) {
        if (text == null || text.length() <= max) {
            return text == null ? "" : text;
        }
        return text.substring(0, max) + "\n… (" + (text.length() - max) + " more characters in results.jsonl)";
    }

    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f", 100 * fraction);
    }

    public static String percent(OptionalDouble fraction) {
        return fraction.isPresent() ? percent(fraction.getAsDouble()) : "–";
    }

    /** Three significant digits, no trailing zeros: 0.125, 0.0625, 1. */
    public static String pValue(double p) {
        if (p < 1e-4) {
            return "&lt; 0.0001";
        }
        return new BigDecimal(p).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    public static String number(double value) {
        String s = String.format(Locale.ROOT, "%.1f", value);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }
}
