package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every number at a path lies in an interval. A constant bound beyond 32 bits on a 64-bit value is stated
 * as such, since that is the width an implementation needs; on a 32-bit type it is refused as a
 * contradiction. {@code infinity} lets a double also be +∞ (Floyd–Warshall's "no path").
 */
public record Range(ValuePath of, Interval interval, Optional<String> what, boolean infinity) implements Clause {

    public Range {
        if (!Bound.numeric(of.type())) {
            throw new IllegalArgumentException("range: '" + of.text() + "' is " + of.type().text() + ", not a number");
        }
        if (of.type() == Type.Scalar.INT || of.type() == Type.Scalar.INDEX) {
            interval.constants().filter(Numbers::beyond32Bits).findFirst().ifPresent(b -> {
                throw new IllegalArgumentException("range of '" + of.text() + "': " + Numbers.display(b)
                        + " does not fit the 32-bit type " + of.type().text() + " (declare it long)");
            });
        }
        if (infinity && of.type() != Type.Scalar.DOUBLE) {
            throw new IllegalArgumentException("range of '" + of.text() + "': only a double can be infinite");
        }
    }

    @Override
    public String kind() {
        return "range";
    }

    @Override
    public String sentence() {
        boolean integer = of.type() != Type.Scalar.DOUBLE;
        StringBuilder out = new StringBuilder(subject(what, of)).append(" is ")
                .append(integer ? "an integer " : "a number ").append(interval.phrase("", true));
        if (infinity) {
            out.append(", or positive infinity");
        }
        if (integer && interval.constants().anyMatch(Numbers::beyond32Bits)) {
            out.append(of.isResult() ? " (it may need 64-bit integers)" : " (a 64-bit integer)");
        }
        return out.append('.').toString();
    }

    /** "Each weight edges[i][2]" with a noun, otherwise the path's own subject ("Each edges[i][2]", "V"). */
    static String subject(Optional<String> what, ValuePath of) {
        return what.map(w -> capitalized(w) + " " + of.display()).orElseGet(of::subject);
    }

    static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        List<String> out = new ArrayList<>();
        for (Object value : of.values(test, api)) {
            if (out.size() == EXAMPLES) {
                break;
            }
            if (value instanceof Double d && (d.isNaN() || d.isInfinite())) {
                if (!(infinity && d == Double.POSITIVE_INFINITY)) {
                    out.add(of.display() + " = " + d + " is not a finite number");
                }
            } else if (value instanceof Number n) {
                interval.outside(new BigDecimal(n.toString()), test, api)
                        .ifPresent(why -> out.add(of.display() + " = " + n + " is " + why));
            } else {
                out.add(of.display() + " = " + value + " is not a number");
            }
        }
        return out;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
