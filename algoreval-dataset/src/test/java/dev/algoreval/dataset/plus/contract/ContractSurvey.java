package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * What a variant's hidden tests actually hold, path by path: the smallest and largest number, the
 * longest list or string, the characters used. A contract's author starts from it (the contract states
 * what the prompt promises; the survey shows what the tests use) and it shows which bounds no test reaches.
 */
final class ContractSurvey {
    private ContractSurvey() {
    }

    static String survey(Api api, List<HiddenTest> tests) {
        StringBuilder out = new StringBuilder();
        for (String path : paths(api)) {
            ValuePath p = ValuePath.parse(path, api);
            BigDecimal min = null;
            BigDecimal max = null;
            int longest = -1;
            int shortest = Integer.MAX_VALUE;
            TreeSet<Integer> chars = new TreeSet<>();
            boolean infinite = false;
            int count = 0;
            for (HiddenTest t : tests) {
                for (Object v : p.values(t, api)) {
                    count++;
                    if (v instanceof Double d && d.isInfinite()) {
                        infinite = true;
                    } else if (v instanceof Number n) {
                        BigDecimal b = new BigDecimal(n.toString());
                        min = min == null || b.compareTo(min) < 0 ? b : min;
                        max = max == null || b.compareTo(max) > 0 ? b : max;
                    } else if (v instanceof String s) {
                        longest = Math.max(longest, s.length());
                        shortest = Math.min(shortest, s.length());
                        s.chars().forEach(chars::add);
                    } else if (v instanceof List<?> l) {
                        longest = Math.max(longest, l.size());
                        shortest = Math.min(shortest, l.size());
                    }
                }
            }
            out.append(String.format("  %-28s %-26s %6d values", path, p.type().text(), count));
            if (min != null) {
                out.append("  min ").append(min.toPlainString()).append("  max ").append(max.toPlainString());
            }
            if (infinite) {
                out.append("  +inf");
            }
            if (longest >= 0) {
                out.append("  length ").append(shortest).append("..").append(longest);
            }
            if (!chars.isEmpty()) {
                out.append("  chars ").append(ranges(chars));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String ranges(TreeSet<Integer> chars) {
        StringBuilder out = new StringBuilder();
        Integer start = null;
        Integer previous = null;
        for (int c : chars) {
            if (previous != null && c == previous + 1) {
                previous = c;
                continue;
            }
            if (start != null) {
                out.append(range(start, previous)).append(' ');
            }
            start = c;
            previous = c;
        }
        out.append(range(start, previous));
        return out.toString();
    }

    private static String range(int a, int b) {
        return a == b ? show(a) : show(a) + "-" + show(b);
    }

    private static String show(int c) {
        return c >= 33 && c < 127 ? String.valueOf((char) c) : "#" + c;
    }

    /** Every path into the parameters and results, down to each leaf and through each list. */
    static List<String> paths(Api api) {
        Map<String, Type> roots = new LinkedHashMap<>();
        if (api instanceof Api.Function f) {
            for (Param p : f.method().params()) {
                roots.put(p.name(), p.type());
            }
            f.method().resultType().ifPresent(t -> roots.put(ValuePath.RESULT, t));
        } else {
            if (api instanceof Api.ClassApi c) {
                for (Param p : c.constructor()) {
                    roots.put(p.name(), p.type());
                }
            }
            for (Method m : api.callables()) {
                for (Param p : m.params()) {
                    roots.put(m.name() + "." + p.name(), p.type());
                }
                m.returns().ifPresent(t -> roots.put(m.name() + "." + ValuePath.RESULT, t));
            }
        }
        List<String> out = new ArrayList<>();
        roots.forEach((name, type) -> walk(name, type, out));
        return out;
    }

    private static void walk(String path, Type type, List<String> out) {
        if (type instanceof Type.FunctionOf || type instanceof Type.MapOf) {
            return;
        }
        out.add(path);
        if (type instanceof Type.ListOf l) {
            walk(path + "[*]", l.element(), out);
        } else if (type instanceof Type.TupleOf t) {
            for (int k = 0; k < t.elements().size(); k++) {
                walk(path + "[" + k + "]", t.elements().get(k).type(), out);
            }
        } else if (type instanceof Type.OptionalOf o) {
            out.remove(out.size() - 1);
            walk(path, o.element(), out);
        }
    }
}
