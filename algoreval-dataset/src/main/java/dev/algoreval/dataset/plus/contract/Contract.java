package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A variant's input contract (plus.yaml {@code contract:}): every promise its hidden tests keep, and every
 * rule their expected answers depend on beyond the requirements. The plus prompt states each clause
 * ({@link #sentences()}); the dataset tests check every hidden input against it ({@link #violations}).
 *
 * <pre>
 * contract:
 *   - graph: {form: edge-list, of: edges, vertices: V, directed: false, parallel-edges: true, self-loops: true}
 *   - range: {of: "edges[*][2]", min: -1000000, max: 1000000, what: "each weight"}
 *   - length: {of: edges, max: 5000}
 *   - alphabet: {of: text, chars: "a-z", words: "lowercase letters a-z"}
 *   - distinct: {of: "edges[*][2]", what: "the weights"}
 *   - complexity: {time: "O(E log V)"}
 *   - rule: "A parallel edge is never a bridge."
 * </pre>
 */
public record Contract(List<Clause> clauses) {
    public static final Contract NONE = new Contract(List.of());

    public Contract {
        clauses = List.copyOf(clauses);
    }

    public boolean isEmpty() {
        return clauses.isEmpty();
    }

    public List<String> sentences() {
        return clauses.stream().map(Clause::sentence).toList();
    }

    /** Each broken clause of {@code test}: "clause text: what breaks it". */
    public List<String> violations(HiddenTest test, Api api) {
        List<String> out = new ArrayList<>();
        for (Clause clause : clauses) {
            for (String v : clause.violations(test, api)) {
                out.add(clause.kind() + " \"" + clause.sentence() + "\": " + v);
            }
        }
        return out;
    }

    /**
     * Reads the list of one-key maps under {@code contract:}.
     *
     * @throws IllegalArgumentException naming the clause (by index) and what is wrong with it
     */
    public static Contract parse(List<?> raw, Api api) {
        if (raw == null) {
            return NONE;
        }
        List<Clause> clauses = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            try {
                clauses.add(clause(raw.get(i), api));
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new IllegalArgumentException("[" + i + "]: " + e.getMessage(), e);
            }
        }
        return new Contract(clauses);
    }

    private static Clause clause(Object raw, Api api) {
        if (!(raw instanceof Map<?, ?> entry) || entry.size() != 1) {
            throw new IllegalArgumentException("each clause is one key: range, length, alphabet, distinct, graph, "
                    + "complexity or rule");
        }
        String kind = String.valueOf(entry.keySet().iterator().next());
        Object body = entry.values().iterator().next();
        if (kind.equals("rule")) {
            if (!(body instanceof String text)) {
                throw new IllegalArgumentException("rule: a sentence");
            }
            return new Rule(text);
        }
        Fields f = new Fields(kind, body);
        Clause clause = switch (kind) {
            case "range" -> new Range(f.path("of", api), f.interval(api), f.text("what"), f.flag("infinity", false));
            case "length" -> new Length(f.path("of", api), f.interval(api), f.text("what"));
            case "alphabet" -> new Alphabet(f.path("of", api), f.required("chars"), f.required("words"));
            case "distinct" -> new Distinct(f.path("of", api), f.text("what"), f.flag("unordered", false));
            case "complexity" -> new Complexity(f.required("time"));
            case "graph" -> new GraphShape(GraphShape.Form.byId(f.required("form")), f.path("of", api),
                    f.bound("vertices", api), f.requiredFlag("directed"), f.requiredFlag("parallel-edges"),
                    f.requiredFlag("self-loops"), f.optionalFlag("connected"),
                    f.number("absent").orElse(BigDecimal.ZERO), f.number("diagonal"));
            default -> throw new IllegalArgumentException("unknown clause '" + kind + "' (range, length, alphabet, "
                    + "distinct, graph, complexity, rule)");
        };
        f.refuseUnread();
        return clause;
    }

    /** A clause's fields, each read at most once, so a misspelt key is an error rather than ignored. */
    private static final class Fields {
        private final String kind;
        private final Map<String, Object> values = new LinkedHashMap<>();

        Fields(String kind, Object body) {
            this.kind = kind;
            if (!(body instanceof Map<?, ?> map)) {
                throw new IllegalArgumentException(kind + ": a map of fields, e.g. {of: edges, max: 100}");
            }
            map.forEach((k, v) -> values.put(String.valueOf(k), v));
        }

        ValuePath path(String key, Api api) {
            return ValuePath.parse(required(key), api);
        }

        Interval interval(Api api) {
            Optional<Bound> min = bound("min", api);
            Optional<Bound> max = bound("max", api);
            if (min.isEmpty() && max.isEmpty()) {
                throw new IllegalArgumentException(kind + ": give min, max or both");
            }
            return new Interval(min, max);
        }

        Optional<Bound> bound(String key, Api api) {
            Object v = values.remove(key);
            return v == null ? Optional.empty() : Optional.of(Bound.parse(v, api));
        }

        Optional<String> text(String key) {
            Object v = values.remove(key);
            return Optional.ofNullable(v).map(String::valueOf);
        }

        String required(String key) {
            return text(key).orElseThrow(() -> new IllegalArgumentException(kind + ": '" + key + "' is required"));
        }

        Optional<BigDecimal> number(String key) {
            Object v = values.remove(key);
            if (v == null) {
                return Optional.empty();
            }
            if (!(v instanceof Number n)) {
                throw new IllegalArgumentException(kind + ": '" + key + "' is a number, not '" + v + "'");
            }
            return Optional.of(new BigDecimal(n.toString()));
        }

        Optional<Boolean> optionalFlag(String key) {
            Object v = values.remove(key);
            if (v == null) {
                return Optional.empty();
            }
            if (!(v instanceof Boolean b)) {
                throw new IllegalArgumentException(kind + ": '" + key + "' is true or false, not '" + v + "'");
            }
            return Optional.of(b);
        }

        boolean flag(String key, boolean otherwise) {
            return optionalFlag(key).orElse(otherwise);
        }

        boolean requiredFlag(String key) {
            return optionalFlag(key).orElseThrow(() -> new IllegalArgumentException(kind + ": '" + key
                    + "' is required (true or false): the prompt states it either way"));
        }

        void refuseUnread() {
            if (!values.isEmpty()) {
                throw new IllegalArgumentException(kind + ": unknown field(s) " + values.keySet() + " (known: "
                        + known() + ")");
            }
        }

        private Set<String> known() {
            return switch (kind) {
                case "range" -> Set.of("of", "min", "max", "what", "infinity");
                case "length" -> Set.of("of", "min", "max", "what");
                case "alphabet" -> Set.of("of", "chars", "words");
                case "distinct" -> Set.of("of", "what", "unordered");
                case "complexity" -> Set.of("time");
                default -> Set.of("form", "of", "vertices", "directed", "parallel-edges", "self-loops", "connected",
                        "absent", "diagonal");
            };
        }
    }
}
