package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a contract clause looks in a hidden test: a parameter or a result, then steps into it.
 * {@code edges[*][2]} is the third element of every edge; {@code result[*]} every element of the result;
 * {@code unite.a} the parameter {@code a} of every call to {@code unite} (a class API or several functions),
 * {@code find.result} every value {@code find} returned. A step is {@code [*]} (each element), {@code [k]}
 * (element k of a tuple or list) or {@code .name} (a named tuple element). The path is resolved against
 * the variant's interface once, so a misspelt name fails when the contract is read, not silently.
 */
public final class ValuePath {
    private static final Pattern STEP = Pattern.compile("\\[\\*]|\\[(\\d+)]|\\.([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern ROOT = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)(?:\\.([A-Za-z_][A-Za-z0-9_]*))?");
    public static final String RESULT = "result";

    private final String text;
    private final Root root;
    private final List<Step> steps;
    private final Type type;

    private sealed interface Step permits Each, At {
    }

    private record Each() implements Step {
    }

    private record At(int index) implements Step {
    }

    /** A call's argument {@code param} of {@code method} (null method: the function's or constructor's), or a result. */
    private record Root(String method, int param, boolean result) {
    }

    private ValuePath(String text, Root root, List<Step> steps, Type type) {
        this.text = text;
        this.root = root;
        this.steps = List.copyOf(steps);
        this.type = type;
    }

    public static ValuePath parse(String text, Api api) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("a path is required, e.g. edges[*][2]");
        }
        int stepsFrom = firstStep(text);
        Matcher rootMatch = ROOT.matcher(text.substring(0, stepsFrom));
        if (!rootMatch.matches()) {
            throw new IllegalArgumentException("'" + text + "' does not start with a parameter name or 'result'");
        }
        ResolvedRoot resolved = resolveRoot(text, rootMatch.group(1), rootMatch.group(2), api);
        Type type = present(resolved.type());
        List<Step> steps = new ArrayList<>();
        Matcher step = STEP.matcher(text);
        int at = stepsFrom;
        while (at < text.length()) {
            if (!step.find(at) || step.start() != at) {
                throw new IllegalArgumentException("'" + text + "': cannot read '" + text.substring(at)
                        + "' (steps are [*], [k] or .name)");
            }
            if (step.group().equals("[*]")) {
                if (!(type instanceof Type.ListOf list)) {
                    throw new IllegalArgumentException("'" + text + "': [*] needs a list, not " + type.text());
                }
                steps.add(new Each());
                type = list.element();
            } else if (step.group(1) != null) {
                int k = Integer.parseInt(step.group(1));
                if (type instanceof Type.ListOf list) {
                    type = list.element(); // a point given as the list [x, y]
                } else if (type instanceof Type.TupleOf tuple && k < tuple.elements().size()) {
                    type = tuple.elements().get(k).type();
                } else {
                    throw new IllegalArgumentException("'" + text + "': [" + k + "] needs a list or a tuple of more than "
                            + k + " elements, not " + type.text());
                }
                steps.add(new At(k));
            } else {
                String name = step.group(2);
                if (!(type instanceof Type.TupleOf tuple)) {
                    throw new IllegalArgumentException("'" + text + "': ." + name + " needs a tuple, not " + type.text());
                }
                int k = tuple.elements().stream().map(Type.TupleOf.Element::name).toList().indexOf(name);
                if (k < 0) {
                    throw new IllegalArgumentException("'" + text + "': " + type.text() + " has no element '" + name + "'");
                }
                steps.add(new At(k));
                type = tuple.elements().get(k).type();
            }
            type = present(type);
            at = step.end();
        }
        return new ValuePath(text, resolved.root(), steps, type);
    }

    /** An optional's value where there is one: an absent value (null) is skipped where the path is followed. */
    private static Type present(Type type) {
        return type instanceof Type.OptionalOf o ? present(o.element()) : type;
    }

    private static int firstStep(String text) {
        int bracket = text.indexOf('[');
        int end = bracket < 0 ? text.length() : bracket;
        // A second dot after the root (method.param.field) starts a step.
        int firstDot = text.indexOf('.');
        if (firstDot >= 0 && firstDot < end) {
            int secondDot = text.indexOf('.', firstDot + 1);
            if (secondDot >= 0 && secondDot < end) {
                end = secondDot;
            }
        }
        return end;
    }

    private record ResolvedRoot(Root root, Type type) {
    }

    private static ResolvedRoot resolveRoot(String text, String first, String second, Api api) {
        if (second == null) {
            List<Param> params = topLevelParams(api);
            for (int i = 0; i < params.size(); i++) {
                if (params.get(i).name().equals(first)) {
                    return new ResolvedRoot(new Root(null, i, false), params.get(i).type());
                }
            }
            if (first.equals(RESULT) && api instanceof Api.Function f && f.method().resultType().isPresent()) {
                return new ResolvedRoot(new Root(null, -1, true), f.method().resultType().get());
            }
            throw new IllegalArgumentException("'" + text + "': no parameter '" + first + "'"
                    + (api instanceof Api.Function ? " and not 'result'" : " (a call's values are method.param or method.result)"));
        }
        Method method = api.callables().stream().filter(m -> m.name().equals(first)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("'" + text + "': no method or function '" + first + "'"));
        if (second.equals(RESULT)) {
            Type result = method.returns().orElseThrow(() ->
                    new IllegalArgumentException("'" + text + "': " + first + " returns nothing"));
            return new ResolvedRoot(new Root(first, -1, true), result);
        }
        for (int i = 0; i < method.params().size(); i++) {
            if (method.params().get(i).name().equals(second)) {
                return new ResolvedRoot(new Root(first, i, false), method.params().get(i).type());
            }
        }
        throw new IllegalArgumentException("'" + text + "': " + first + " has no parameter '" + second + "'");
    }

    private static List<Param> topLevelParams(Api api) {
        if (api instanceof Api.Function f) {
            return f.method().params();
        }
        return api instanceof Api.ClassApi c ? c.constructor() : List.of();
    }

    /** The type of every value the path reaches. */
    public Type type() {
        return type;
    }

    public String text() {
        return text;
    }

    /** Whether the path names a value the program returns, rather than one it is given. */
    public boolean isResult() {
        return root.result();
    }

    /** The path as the prompt writes it: {@code edges[i][2]}, {@code unite(a, ...)'s a}. */
    public String display() {
        StringBuilder out = new StringBuilder();
        String[] indexNames = {"i", "j", "k", "l", "m"};
        int each = 0;
        String base = text.substring(0, firstStep(text));
        if (root.method() != null) {
            base = root.result() ? "the result of " + root.method() : root.method() + "'s " + base.substring(base.indexOf('.') + 1);
        }
        out.append(base);
        Matcher step = STEP.matcher(text);
        int at = firstStep(text);
        while (at < text.length() && step.find(at)) {
            out.append(step.group().equals("[*]") ? "[" + indexNames[Math.min(each++, indexNames.length - 1)] + "]"
                    : step.group());
            at = step.end();
        }
        return out.toString();
    }

    /** The path as the subject of a sentence: {@code Each edges[i][2]}, {@code V}, {@code The result of find}. */
    public String subject() {
        if (!steps.isEmpty() && steps.stream().anyMatch(s -> s instanceof Each)
                || root.method() != null && !root.result()) {
            return "Each " + display();
        }
        if (root.result()) {
            return root.method() == null ? "The result" + display().substring(RESULT.length()) : "The result of " + root.method()
                    + display().substring(("the result of " + root.method()).length());
        }
        return display();
    }

    /** Every value the path reaches in one hidden test, in order. */
    public List<Object> values(HiddenTest test, Api api) {
        List<Object> roots = new ArrayList<>();
        if (root.method() == null) {
            if (root.result()) {
                roots.add(test.expected());
            } else {
                roots.add(test.args().get(root.param()));
            }
        } else {
            List<?> results = test.expected() instanceof List<?> l ? l : List.of();
            int returned = 0;
            for (HiddenTest.Call call : test.calls()) {
                Optional<Method> method = api.callables().stream().filter(m -> m.name().equals(call.method())).findFirst();
                boolean returns = method.map(m -> m.returns().isPresent()).orElse(false);
                if (call.method().equals(root.method())) {
                    if (root.result()) {
                        if (returned < results.size()) {
                            roots.add(results.get(returned));
                        }
                    } else if (root.param() < call.args().size()) {
                        roots.add(call.args().get(root.param()));
                    }
                }
                if (returns) {
                    returned++;
                }
            }
        }
        List<Object> current = roots;
        for (Step step : steps) {
            List<Object> next = new ArrayList<>();
            for (Object value : current) {
                if (value == null) {
                    continue; // an absent optional reaches nothing
                }
                List<?> list = (List<?>) value;
                if (step instanceof At at) {
                    if (at.index() < list.size()) {
                        next.add(list.get(at.index()));
                    }
                } else {
                    next.addAll(list);
                }
            }
            current = next;
        }
        current.removeIf(java.util.Objects::isNull);
        return current;
    }

    @Override
    public String toString() {
        return text;
    }
}
