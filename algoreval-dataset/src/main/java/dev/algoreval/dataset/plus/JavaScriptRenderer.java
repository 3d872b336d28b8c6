package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Node 20: untyped code, so the types go into a JSDoc block above each function or method; an inout
 * array's entry says that the function changes it in place.
 */
final class JavaScriptRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        if (api instanceof Api.Function f) {
            Method m = f.method();
            return new Signature(doc(m, "") + "function " + m.name() + "(" + names(m) + ") {}",
                    List.of(new Signature.Entry(m.name(), m.params().size())));
        }
        Api.ClassApi c = (Api.ClassApi) api;
        List<Signature.Entry> entries = new ArrayList<>();
        entries.add(new Signature.Entry(c.name(), c.constructor().size()));
        Method ctor = new Method("constructor", c.constructor(), java.util.Optional.empty());
        StringBuilder text = new StringBuilder("class " + c.name() + " {\n");
        text.append(doc(ctor, "  ")).append("  constructor(").append(names(ctor)).append(") {}\n");
        for (Method m : c.methods()) {
            text.append(doc(m, "  ")).append("  ").append(m.name()).append('(').append(names(m)).append(") {}\n");
            entries.add(new Signature.Entry(m.name(), m.params().size()));
        }
        return new Signature(text.append('}').toString(), entries);
    }

    private static String names(Method m) {
        return m.params().stream().map(Param::name).collect(Collectors.joining(", "));
    }

    private static String doc(Method m, String indent) {
        List<String> lines = new ArrayList<>();
        m.params().forEach(p -> lines.add("@param {" + type(p.type()) + "} " + p.name()
                + (p.inout() ? " - changed in place" : "")));
        m.returns().ifPresent(t -> lines.add("@returns {" + type(t) + "}"));
        if (lines.isEmpty()) {
            return "";
        }
        return indent + "/**\n" + lines.stream().map(l -> indent + " * " + l + "\n").collect(Collectors.joining())
                + indent + " */\n";
    }

    static String type(Type t) {
        if (t instanceof Type.Scalar s) {
            return switch (s) {
                case INT, LONG, INDEX, DOUBLE -> "number";
                case BOOL -> "boolean";
                case STRING -> "string";
            };
        } else if (t instanceof Type.ListOf l) {
            return "Array<" + type(l.element()) + ">";
        } else if (t instanceof Type.TupleOf tu) {
            return "[" + tu.types().stream().map(JavaScriptRenderer::type).collect(Collectors.joining(", ")) + "]";
        } else if (t instanceof Type.FunctionOf fn) {
            return "function(" + fn.params().stream().map(JavaScriptRenderer::type).collect(Collectors.joining(", "))
                    + "): " + type(fn.result());
        }
        return "(" + type(((Type.OptionalOf) t).element()) + "|null)";
    }
}
