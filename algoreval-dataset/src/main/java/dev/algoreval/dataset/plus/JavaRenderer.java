package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Java 17, inside {@code public class Main} as the references write it: static methods, a class API
 * as a static nested class. Lists are arrays, a tuple of one scalar type is an array row
 * ({@code [u, v, w]} → {@code int[]}), a mixed tuple a nested record named {@code <Method>Result};
 * an absent value is {@code null} (a boxed scalar, or a null array). An inout list is an array the
 * method changes; a function argument {@code fn(double) -> double} is a
 * {@code java.util.function.DoubleUnaryOperator}, imported in the text.
 */
final class JavaRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        List<String> records = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        List<Signature.Entry> entries = new ArrayList<>();
        if (!(api instanceof Api.ClassApi)) {
            List<Method> functions = api instanceof Api.Function f ? List.of(f.method()) : api.callables();
            for (Method m : functions) {
                body.append("    static ").append(method(m, records)).append('\n');
                entries.add(new Signature.Entry(m.name(), m.params().size()));
            }
        } else {
            Api.ClassApi c = (Api.ClassApi) api;
            entries.add(new Signature.Entry(c.name(), c.constructor().size()));
            body.append("    static class ").append(c.name()).append(" {\n");
            body.append("        ").append(c.name()).append('(').append(params(c.constructor(), records)).append(") { ... }\n");
            for (Method m : c.methods()) {
                body.append("        ").append(method(m, records)).append('\n');
                entries.add(new Signature.Entry(m.name(), m.params().size()));
            }
            body.append("    }\n");
        }
        boolean function = api instanceof Api.Function f
                && f.method().params().stream().anyMatch(p -> p.type() instanceof Type.FunctionOf);
        String text = (function ? "import java.util.function.DoubleUnaryOperator;\n\n" : "")
                + "public class Main {\n" + records.stream().map(r -> "    " + r + "\n").collect(Collectors.joining())
                + body + "}";
        return new Signature(text, entries);
    }

    private static String method(Method m, List<String> records) {
        String result = m.returns().map(t -> type(t, m.name(), records)).orElse("void");
        return result + " " + m.name() + "(" + params(m.params(), records) + ") { ... }";
    }

    private static String params(List<Param> params, List<String> records) {
        return params.stream().map(p -> type(p.type(), p.name(), records) + " " + p.name())
                .collect(Collectors.joining(", "));
    }

    private static String type(Type t, String owner, List<String> records) {
        if (t instanceof Type.Scalar s) {
            return scalar(s);
        } else if (t instanceof Type.ListOf l) {
            return type(l.element(), owner, records) + "[]";
        } else if (t instanceof Type.TupleOf tu) {
            if (tu.uniformScalarIndexAsInt().isPresent()) {
                return scalar(tu.uniformScalarIndexAsInt().get()) + "[]";
            }
            String name = SignatureRenderer.capitalize(owner) + "Result";
            List<String> components = new ArrayList<>();
            for (int i = 0; i < tu.elements().size(); i++) {
                Type.TupleOf.Element e = tu.elements().get(i);
                components.add(type(e.type(), owner, records) + " " + e.optionalName().orElse("item" + i));
            }
            records.add("record " + name + "(" + String.join(", ", components) + ") {}");
            return name;
        } else if (t instanceof Type.FunctionOf) {
            if (!t.equals(RealFunctions.TYPE)) {
                throw SignatureRenderer.noMapping(Language.JAVA, t, "only " + RealFunctions.TYPE.text() + " has a type");
            }
            return "DoubleUnaryOperator";
        }
        Type inner = ((Type.OptionalOf) t).element();
        if (inner instanceof Type.OptionalOf) {
            throw SignatureRenderer.noMapping(Language.JAVA, t, "null cannot tell the two levels apart");
        }
        return inner instanceof Type.Scalar s ? boxed(s) : type(inner, owner, records);
    }

    private static String scalar(Type.Scalar s) {
        return switch (s) {
            case INT, INDEX -> "int";
            case LONG -> "long";
            case DOUBLE -> "double";
            case BOOL -> "boolean";
            case STRING -> "String";
        };
    }

    /** Only an optional scalar is boxed: its absent value is null. */
    private static String boxed(Type.Scalar s) {
        return switch (s) {
            case INT, INDEX -> "Integer";
            case LONG -> "Long";
            case DOUBLE -> "Double";
            case BOOL -> "Boolean";
            case STRING -> "String";
        };
    }
}
