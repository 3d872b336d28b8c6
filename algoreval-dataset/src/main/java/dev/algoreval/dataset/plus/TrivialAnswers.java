package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many of a variant's hidden tests a program passes without computing anything: one that returns the
 * same value every time (each type's plain values, 0, -1, false, true, "", [], and every answer the tests
 * expect), hands back one of its arguments (a sort that sorts nothing), or, for a class or several
 * functions, answers every call of a method with one constant. The largest such share is the chance level a
 * partial reward is measured from, so guessing "false" where half the answers are false earns nothing.
 */
public final class TrivialAnswers {
    /** Per method of a class API, how many of its most frequent answers are tried (the product stays small). */
    private static final int PER_METHOD = 6;
    private static final Map<String, Share> MEMO = new ConcurrentHashMap<>();

    /** The best trivial program's share of the tests, and what it answers. */
    public record Share(int passed, int total, String answer) {
        public double fraction() {
            return total == 0 ? 0 : (double) passed / total;
        }
    }

    private TrivialAnswers() {
    }

    /** The bundled variant's share, computed once. */
    public static Share of(String algorithmId, dev.algoreval.dataset.Representation representation, Interfaces interfaces) {
        return MEMO.computeIfAbsent(algorithmId + "/" + representation.id(), key -> best(
                interfaces.of(algorithmId, representation).orElseThrow(),
                interfaces.comparison(algorithmId, representation),
                HiddenTests.of(algorithmId, representation).orElseThrow()));
    }

    public static Share best(Api api, Comparison comparison, List<HiddenTest> tests) {
        Share best = new Share(0, tests.size(), "(none)");
        for (Candidate candidate : candidates(api, tests)) {
            int passed = 0;
            for (HiddenTest test : tests) {
                Object answer = candidate.answer(test);
                if (answer != NO_ANSWER && ResultComparer.mismatch(api, comparison, test, answer).isEmpty()) {
                    passed++;
                }
            }
            if (passed > best.passed()) {
                best = new Share(passed, tests.size(), candidate.description());
            }
        }
        return best;
    }

    private static final Object NO_ANSWER = new Object();

    private interface Candidate {
        Object answer(HiddenTest test);

        String description();
    }

    private record Constant(Object value) implements Candidate {
        @Override
        public Object answer(HiddenTest test) {
            return value;
        }

        @Override
        public String description() {
            return "always " + JsonValues.write(value);
        }
    }

    private record Echo(int param, String name) implements Candidate {
        @Override
        public Object answer(HiddenTest test) {
            return param < test.args().size() ? test.args().get(param) : NO_ANSWER;
        }

        @Override
        public String description() {
            return "returns " + name + " unchanged";
        }
    }

    /** Every returning call of method m answered with constants.get(m). */
    private record PerMethod(Api api, Map<String, Object> constants) implements Candidate {
        @Override
        public Object answer(HiddenTest test) {
            List<Object> results = new ArrayList<>();
            for (HiddenTest.Call call : test.calls()) {
                if (constants.containsKey(call.method())) {
                    results.add(constants.get(call.method()));
                }
            }
            return results;
        }

        @Override
        public String description() {
            return "each method always answers the same: " + JsonValues.write(constants);
        }
    }

    private static List<Candidate> candidates(Api api, List<HiddenTest> tests) {
        List<Candidate> out = new ArrayList<>();
        if (api instanceof Api.Function f) {
            Method method = f.method();
            Type result = method.resultType().orElse(null);
            if (result == null) {
                return out;
            }
            Set<Object> values = new LinkedHashSet<>(plainValues(result));
            tests.forEach(t -> values.add(t.expected()));
            values.forEach(v -> out.add(new Constant(v)));
            for (int i = 0; i < method.params().size(); i++) {
                Param p = method.params().get(i);
                if (p.type().equals(result)) {
                    out.add(new Echo(i, p.name()));
                }
            }
            return out;
        }
        Map<String, List<Object>> choices = new LinkedHashMap<>();
        for (Method m : api.callables()) {
            m.returns().ifPresent(type -> choices.put(m.name(), choicesFor(m.name(), type, api, tests)));
        }
        List<Map<String, Object>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<Object>> method : choices.entrySet()) {
            List<Map<String, Object>> next = new ArrayList<>();
            for (Map<String, Object> partial : combinations) {
                for (Object value : method.getValue()) {
                    Map<String, Object> extended = new LinkedHashMap<>(partial);
                    extended.put(method.getKey(), value);
                    next.add(extended);
                }
            }
            combinations = next;
        }
        combinations.forEach(c -> out.add(new PerMethod(api, c)));
        return out;
    }

    /** A method's plain values and its most frequent answers in the tests. */
    private static List<Object> choicesFor(String method, Type type, Api api, List<HiddenTest> tests) {
        Map<Object, Integer> frequency = new HashMap<>();
        for (HiddenTest test : tests) {
            List<?> results = test.expected() instanceof List<?> l ? l : List.of();
            int returned = 0;
            for (HiddenTest.Call call : test.calls()) {
                boolean returns = api.callables().stream().anyMatch(m -> m.name().equals(call.method())
                        && m.returns().isPresent());
                if (returns && returned < results.size()) {
                    if (call.method().equals(method)) {
                        frequency.merge(results.get(returned), 1, Integer::sum);
                    }
                    returned++;
                }
            }
        }
        Set<Object> out = new LinkedHashSet<>(plainValues(type));
        frequency.entrySet().stream().sorted(Map.Entry.<Object, Integer>comparingByValue(Comparator.reverseOrder()))
                .limit(PER_METHOD).forEach(e -> out.add(e.getKey()));
        return new ArrayList<>(out);
    }

    /** The values a program that computes nothing most often returns, per type. */
    static List<Object> plainValues(Type type) {
        List<Object> out = new ArrayList<>();
        if (type instanceof Type.Scalar s) {
            switch (s) {
                case INT, LONG, INDEX -> out.addAll(List.of(0L, 1L, -1L));
                case DOUBLE -> out.addAll(List.of(0.0, 1.0, -1.0));
                case BOOL -> out.addAll(List.of(false, true));
                case STRING -> out.add("");
                case CHAR -> out.add("a");
                default -> throw new IllegalStateException(s.text());
            }
        } else if (type instanceof Type.ListOf) {
            out.add(List.of());
        } else if (type instanceof Type.TupleOf t) {
            List<Object> tuple = new ArrayList<>();
            t.types().forEach(e -> tuple.add(plainValues(e).isEmpty() ? null : plainValues(e).get(0)));
            out.add(tuple);
        } else if (type instanceof Type.OptionalOf o) {
            out.add(null);
            out.addAll(plainValues(o.element()));
        } else if (type instanceof Type.MapOf) {
            out.add(Map.of());
        }
        return out;
    }

    /** For tests: the share {@code answer} earns (a constant, or null for "hands back an argument"). */
    static Optional<Share> shareOf(Object constant, Api api, Comparison comparison, List<HiddenTest> tests) {
        int passed = 0;
        for (HiddenTest test : tests) {
            if (ResultComparer.mismatch(api, comparison, test, constant).isEmpty()) {
                passed++;
            }
        }
        return Optional.of(new Share(passed, tests.size(), "always " + JsonValues.write(constant)));
    }
}
