package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes hidden tests as the typed token stream every driver reads (dataset README, section 9):
 * the marker, the number of inputs, then each input's arguments by their declared types, so that a
 * driver in any language needs only a tokenizer and the signature, never a JSON parser. A function
 * argument is its menu name as a string ({@code 6:sin(x)}).
 */
public final class PlusInput {
    private PlusInput() {
    }

    public static String encode(String marker, Api api, List<HiddenTest> tests) {
        return encode(marker, false, api, tests);
    }

    /** With {@code timed}, the word {@code timed} before the count: the driver also writes each call's duration. */
    public static String encode(String marker, boolean timed, Api api, List<HiddenTest> tests) {
        StringBuilder out = new StringBuilder(marker).append('\n').append(timed ? "timed\n" : "").append(tests.size())
                .append('\n');
        // The scale probe passes one test object for every repetition of an input: written once, copied after.
        java.util.Map<HiddenTest, String> written = new java.util.IdentityHashMap<>();
        for (HiddenTest test : tests) {
            String again = written.get(test);
            if (again != null) {
                out.append(again);
                continue;
            }
            int start = out.length();
            if (api instanceof Api.Function f) {
                arguments(out, f.method().params(), test.args());
            } else {
                // A class API's constructor arguments come first; several functions have none.
                arguments(out, api instanceof Api.ClassApi c ? c.constructor() : List.of(), test.args());
                out.append(test.calls().size()).append('\n');
                for (HiddenTest.Call call : test.calls()) {
                    int index = callIndex(api, call.method());
                    out.append(index);
                    arguments(out, api.callables().get(index).params(), call.args());
                }
            }
            out.append('\n');
            written.put(test, out.substring(start));
        }
        return out.toString();
    }

    private static int callIndex(Api api, String name) {
        List<Method> callables = api.callables();
        for (int i = 0; i < callables.size(); i++) {
            if (callables.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("the interface " + api.entryNames() + " has no method or function " + name);
    }

    private static void arguments(StringBuilder out, List<Param> params, List<Object> args) {
        if (params.size() != args.size()) {
            throw new IllegalArgumentException(params.size() + " parameters but " + args.size() + " arguments");
        }
        for (int i = 0; i < params.size(); i++) {
            value(out, params.get(i).type(), args.get(i));
        }
        out.append('\n');
    }

    private static void value(StringBuilder out, Type type, Object value) {
        if (type instanceof Type.Scalar s) {
            scalar(out, s, value);
        } else if (type instanceof Type.ListOf l) {
            List<?> list = (List<?>) value;
            out.append(' ').append(list.size());
            for (Object element : list) {
                value(out, l.element(), element);
            }
        } else if (type instanceof Type.MapOf m) {
            // A map is its size, then each key (a JSON object key, read by the key's type) and value.
            java.util.Map<?, ?> map = (java.util.Map<?, ?>) value;
            out.append(' ').append(map.size());
            for (java.util.Map.Entry<?, ?> e : map.entrySet()) {
                value(out, m.key(), e.getKey());
                value(out, m.value(), e.getValue());
            }
        } else if (type instanceof Type.TupleOf t) {
            List<?> list = (List<?>) value;
            List<Type.TupleOf.Element> elements = t.elements();
            for (int i = 0; i < elements.size(); i++) {
                value(out, elements.get(i).type(), list.get(i));
            }
        } else if (type instanceof Type.FunctionOf) {
            // A function argument names a function of the RealFunctions menu; each driver has them all.
            scalar(out, Type.Scalar.STRING, value);
        } else if (value == null) {
            out.append(" 0");
        } else {
            out.append(" 1");
            value(out, ((Type.OptionalOf) type).element(), value);
        }
    }

    private static void scalar(StringBuilder out, Type.Scalar type, Object value) {
        out.append(' ');
        switch (type) {
            case INT, LONG, INDEX -> out.append(((Number) value).longValue());
            case DOUBLE -> {
                double d = ((Number) value).doubleValue();
                out.append(Double.isNaN(d) ? "nan" : d == Double.POSITIVE_INFINITY ? "inf"
                        : d == Double.NEGATIVE_INFINITY ? "-inf" : Double.toString(d));
            }
            case BOOL -> out.append((Boolean) value ? '1' : '0');
            case CHAR -> out.append((int) ((String) value).charAt(0));
            case STRING -> {
                String s = (String) value;
                out.append(s.getBytes(StandardCharsets.UTF_8).length).append(':').append(s);
            }
        }
    }
}
