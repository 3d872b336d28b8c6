package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Go 1.19, package main, as the references write it: functions keep the prompt's camelCase name;
 * a class API is a struct with a {@code New<Class>} constructor and exported methods. A tuple of one
 * scalar type is an array ({@code [3]int}); a tuple result is a multiple return; an optional result
 * adds an {@code ok bool} result; an optional list element uses the type's largest value
 * ({@code math.MaxInt64}, {@code math.Inf(1)}) as "absent". An inout list is a slice the function
 * changes in place; a function argument is a {@code func(float64) float64}.
 */
final class GoRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        if (api instanceof Api.Function f) {
            Method m = f.method();
            return new Signature("func " + m.name() + signature(m) + " { ... }",
                    List.of(new Signature.Entry(m.name(), m.params().size())));
        }
        Api.ClassApi c = (Api.ClassApi) api;
        List<Signature.Entry> entries = new ArrayList<>();
        String ctor = "New" + c.name();
        entries.add(new Signature.Entry(ctor, c.constructor().size()));
        StringBuilder text = new StringBuilder("type " + c.name() + " struct { ... }\n\n");
        text.append("func ").append(ctor).append('(').append(params(c.constructor())).append(") *").append(c.name())
                .append(" { ... }\n");
        for (Method m : c.methods()) {
            String name = SignatureRenderer.capitalize(m.name());
            text.append("func (g *").append(c.name()).append(") ").append(name).append(signature(m)).append(" { ... }\n");
            entries.add(new Signature.Entry(name, m.params().size()));
        }
        return new Signature(text.toString().stripTrailing(), entries);
    }

    private static String signature(Method m) {
        return "(" + params(m.params()) + ")" + m.returns().map(t -> " " + result(t)).orElse("");
    }

    private static String params(List<Param> params) {
        return params.stream().map(p -> p.name() + " " + type(p.type())).collect(Collectors.joining(", "));
    }

    private static String result(Type t) {
        if (t instanceof Type.TupleOf tu && tu.uniformScalarIndexAsInt().isEmpty() || t instanceof Type.TupleOf tn && tn.named()) {
            return "(" + ((Type.TupleOf) t).types().stream().map(GoRenderer::type).collect(Collectors.joining(", ")) + ")";
        }
        if (t instanceof Type.OptionalOf o) {
            return "(" + type(o.element()) + ", bool)";
        }
        return type(t);
    }

    static String type(Type t) {
        if (t instanceof Type.Scalar s) {
            return switch (s) {
                case INT, INDEX -> "int";
                case LONG -> "int64";
                case DOUBLE -> "float64";
                case BOOL -> "bool";
                case STRING -> "string";
            };
        } else if (t instanceof Type.ListOf l) {
            return "[]" + type(l.element());
        } else if (t instanceof Type.TupleOf tu) {
            return "[" + tu.elements().size() + "]" + type(tu.uniformScalarIndexAsInt()
                    .orElseThrow(() -> SignatureRenderer.noMapping(Language.GO, t, "a mixed tuple is only a result")));
        } else if (t instanceof Type.FunctionOf fn) {
            return "func(" + fn.params().stream().map(GoRenderer::type).collect(Collectors.joining(", ")) + ") "
                    + type(fn.result());
        }
        Type inner = ((Type.OptionalOf) t).element();
        if (!(inner instanceof Type.Scalar s) || s == Type.Scalar.BOOL || s == Type.Scalar.STRING) {
            throw SignatureRenderer.noMapping(Language.GO, t, "only a numeric optional has a sentinel value");
        }
        return type(inner);
    }
}
