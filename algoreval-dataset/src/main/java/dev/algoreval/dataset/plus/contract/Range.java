package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every number at a path lies in [min, max] (either end may be open). A constant bound beyond 32 bits on
 * a 64-bit value is stated as such, since that is the width an implementation needs; on a 32-bit type it
 * is refused as a contradiction. {@code infinity} lets a double also be +∞ (Floyd–Warshall's "no path").
 */
public record Range(ValuePath of, Optional<Bound> min, Optional<Bound> max, Optional<String> what, boolean infinity)
        implements Clause {

    public Range {
        if (!Bound.numeric(of.type())) {
            throw new IllegalArgumentException("range: '" + of.text() + "' is " + of.type().text() + ", not a number");
        }
        if (min.isEmpty() && max.isEmpty()) {
            throw new IllegalArgumentException("range of '" + of.text() + "': give min, max or both");
        }
        if (of.type() == Type.Scalar.INT || of.type() == Type.Scalar.INDEX) {
            for (Bound b : List.of(min, max).stream().flatMap(Optional::stream).toList()) {
                if (b.isConstant() && Numbers.beyond32Bits(b.valueIn(null, null))) {
                    throw new IllegalArgumentException("range of '" + of.text() + "': " + b.display()
                            + " does not fit the 32-bit type " + of.type().text() + " (declare it long)");
                }
            }
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
        String noun = integer ? "an integer" : "a number";
        String bounds;
        if (min.isPresent() && max.isPresent()) {
            bounds = noun + " from " + min.get().display() + " to " + max.get().display();
        } else if (min.isPresent()) {
            bounds = noun + " of at least " + min.get().display();
        } else {
            bounds = noun + " of at most " + max.get().display();
        }
        StringBuilder out = new StringBuilder(subject()).append(" is ").append(bounds);
        if (infinity) {
            out.append(", or positive infinity");
        }
        if (integer && needs64Bits()) {
            out.append(of.isResult() ? " (it may need 64-bit integers)" : " (a 64-bit integer)");
        }
        return out.append('.').toString();
    }

    private String subject() {
        return what.map(w -> capitalized(w) + " " + of.display()).orElseGet(of::subject);
    }

    static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private boolean needs64Bits() {
        return List.of(min, max).stream().flatMap(Optional::stream)
                .anyMatch(b -> b.isConstant() && Numbers.beyond32Bits(b.valueIn(null, null)));
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        List<String> out = new ArrayList<>();
        Optional<BigDecimal> low = min.map(b -> b.valueIn(test, api));
        Optional<BigDecimal> high = max.map(b -> b.valueIn(test, api));
        for (Object value : of.values(test, api)) {
            if (out.size() == EXAMPLES) {
                break;
            }
            if (value instanceof Double d && (d.isNaN() || d.isInfinite())) {
                if (!(infinity && d == Double.POSITIVE_INFINITY)) {
                    out.add(of.display() + " = " + d + " is not a finite number");
                }
                continue;
            }
            if (!(value instanceof Number n)) {
                out.add(of.display() + " = " + value + " is not a number");
                continue;
            }
            BigDecimal v = new BigDecimal(n.toString());
            if (low.isPresent() && v.compareTo(low.get()) < 0) {
                out.add(of.display() + " = " + n + " is below " + min.get().display() + " (" + low.get().toPlainString() + ")");
            } else if (high.isPresent() && v.compareTo(high.get()) > 0) {
                out.add(of.display() + " = " + n + " is above " + max.get().display() + " (" + high.get().toPlainString() + ")");
            }
        }
        return out;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
