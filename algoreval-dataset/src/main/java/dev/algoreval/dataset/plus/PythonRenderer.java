package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Python 3.11 with built-in generic hints; an optional is {@code T | None}; a function argument is a
 * {@code Callable} (imported in the text, since a copied annotation is evaluated when the def runs);
 * an inout list is a {@code list} the function changes and it returns {@code None}.
 */
final class PythonRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        if (api instanceof Api.Function f) {
            String imports = f.method().params().stream().anyMatch(p -> p.type() instanceof Type.FunctionOf)
                    ? "from collections.abc import Callable\n\n" : "";
            return new Signature(imports + def(f.method(), "", false),
                    List.of(new Signature.Entry(f.method().name(), f.method().params().size())));
        }
        Api.ClassApi c = (Api.ClassApi) api;
        List<Signature.Entry> entries = new ArrayList<>();
        entries.add(new Signature.Entry(c.name(), c.constructor().size()));
        StringBuilder text = new StringBuilder("class " + c.name() + ":\n");
        text.append(def(new Method("__init__", c.constructor(), java.util.Optional.empty()), "    ", true)).append('\n');
        for (Method m : c.methods()) {
            text.append(def(m, "    ", true)).append('\n');
            entries.add(new Signature.Entry(m.name(), m.params().size()));
        }
        return new Signature(text.toString().stripTrailing(), entries);
    }

    private static String def(Method m, String indent, boolean self) {
        List<String> params = new ArrayList<>();
        if (self) {
            params.add("self");
        }
        m.params().forEach(p -> params.add(p.name() + ": " + type(p.type())));
        return indent + "def " + m.name() + "(" + String.join(", ", params) + ") -> "
                + m.returns().map(PythonRenderer::type).orElse("None") + ": ...";
    }

    static String type(Type t) {
        if (t instanceof Type.Scalar s) {
            return switch (s) {
                case INT, LONG, INDEX -> "int";
                case DOUBLE -> "float";
                case BOOL -> "bool";
                case STRING -> "str";
            };
        } else if (t instanceof Type.ListOf l) {
            return "list[" + type(l.element()) + "]";
        } else if (t instanceof Type.TupleOf tu) {
            return "tuple[" + tu.types().stream().map(PythonRenderer::type).collect(Collectors.joining(", ")) + "]";
        } else if (t instanceof Type.FunctionOf fn) {
            return "Callable[[" + fn.params().stream().map(PythonRenderer::type).collect(Collectors.joining(", ")) + "], "
                    + type(fn.result()) + "]";
        }
        return type(((Type.OptionalOf) t).element()) + " | None";
    }
}
