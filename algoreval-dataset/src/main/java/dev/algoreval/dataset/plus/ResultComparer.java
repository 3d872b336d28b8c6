package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.plus.check.Checker;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides whether a driver's result for one hidden test is right, by the variant's declared
 * {@link Comparison}: a checker when one is named, otherwise the canonical steps on both sides and
 * equality with the tolerance for doubles.
 */
public final class ResultComparer {
    private ResultComparer() {
    }

    /** @return why {@code actual} is wrong, or empty when it is right */
    public static Optional<String> mismatch(Api api, Comparison comparison, HiddenTest test, Object actual) {
        if (comparison.checker().isPresent()) {
            Checker checker = Checkers.named(comparison.checker().get());
            return checker.check(test, actual);
        }
        Object want = canonical(api, comparison, test.expected());
        Object got;
        try {
            got = canonical(api, comparison, actual);
        } catch (ClassCastException | IndexOutOfBoundsException e) {
            return Optional.of("result has the wrong shape: " + JsonValues.write(actual));
        }
        return equal(want, got, comparison.tolerance()) ? Optional.empty()
                : Optional.of("expected " + JsonValues.write(want) + " but got " + JsonValues.write(got));
    }

    /** The value as compared: for a sequence of calls (a class API, several functions) each call result is canonicalised on its own. */
    @SuppressWarnings("unchecked")
    public static Object canonical(Api api, Comparison comparison, Object value) {
        if (!api.callables().isEmpty() && value instanceof List<?> results) {
            List<Object> out = new ArrayList<>();
            for (Object r : results) {
                out.add(apply(comparison, r));
            }
            return out;
        }
        return apply(comparison, value);
    }

    @SuppressWarnings("unchecked")
    private static Object apply(Comparison comparison, Object value) {
        Object v = value;
        for (Comparison.Canonical step : comparison.canonical()) {
            if (!(v instanceof List<?>)) {
                return v;
            }
            List<Object> list = new ArrayList<>((List<Object>) v);
            switch (step) {
                case SORTED -> list.sort(JsonValues.ORDER);
                case EACH_SORTED -> list.replaceAll(e -> {
                    if (!(e instanceof List<?> inner)) {
                        return e;
                    }
                    List<Object> sorted = new ArrayList<>((List<Object>) inner);
                    sorted.sort(JsonValues.ORDER);
                    return sorted;
                });
                case EACH_EDGE_UNDIRECTED -> list.replaceAll(e -> {
                    if (!(e instanceof List<?> edge) || edge.size() < 2) {
                        return e;
                    }
                    List<Object> copy = new ArrayList<>((List<Object>) edge);
                    if (JsonValues.ORDER.compare(copy.get(0), copy.get(1)) > 0) {
                        Object first = copy.get(0);
                        copy.set(0, copy.get(1));
                        copy.set(1, first);
                    }
                    return copy;
                });
            }
            v = list;
        }
        return v;
    }

    /** Structural equality; numbers by value, doubles within {@code tolerance} absolute or relative. */
    public static boolean equal(Object a, Object b, double tolerance) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Number x && b instanceof Number y) {
            if (x instanceof Double || y instanceof Double) {
                double dx = x.doubleValue();
                double dy = y.doubleValue();
                if (Double.isNaN(dx) || Double.isNaN(dy)) {
                    return Double.isNaN(dx) && Double.isNaN(dy);
                }
                if (Double.isInfinite(dx) || Double.isInfinite(dy)) {
                    return dx == dy;
                }
                double diff = Math.abs(dx - dy);
                return diff <= tolerance || diff <= tolerance * Math.max(Math.abs(dx), Math.abs(dy));
            }
            return JsonValues.compareNumbers(x, y) == 0;
        }
        if (a instanceof List<?> la && b instanceof List<?> lb) {
            if (la.size() != lb.size()) {
                return false;
            }
            for (int i = 0; i < la.size(); i++) {
                if (!equal(la.get(i), lb.get(i), tolerance)) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }
}
