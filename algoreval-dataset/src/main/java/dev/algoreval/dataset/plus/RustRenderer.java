package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Rust 2021 as the references write it: snake_case function and method names (rustc's
 * {@code non_snake_case} lint), {@code usize} for vertex numbers and counts, a borrowed slice
 * {@code &[T]} (or {@code &str}) for a list parameter with owned elements inside, owned results.
 * A class API is a struct with {@code new} and {@code &mut self} methods. An inout list is a mutable
 * slice ({@code &mut [i32]}); a function argument is generic ({@code impl Fn(f64) -> f64}), as the
 * Simpson reference takes it.
 */
final class RustRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        if (api instanceof Api.Function f) {
            String name = SignatureRenderer.snakeCase(f.method().name());
            return new Signature(function(f.method(), name, "") + " { ... }",
                    List.of(new Signature.Entry(name, f.method().params().size())));
        }
        Api.ClassApi c = (Api.ClassApi) api;
        List<Signature.Entry> entries = new ArrayList<>();
        entries.add(new Signature.Entry(c.name() + "::new", c.constructor().size()));
        StringBuilder text = new StringBuilder("struct " + c.name() + " { ... }\n\nimpl " + c.name() + " {\n");
        text.append("    fn new(").append(params(c.constructor())).append(") -> Self { ... }\n");
        for (Method m : c.methods()) {
            String name = SignatureRenderer.snakeCase(m.name());
            text.append("    ").append(function(m, name, "&mut self")).append(" { ... }\n");
            entries.add(new Signature.Entry(name, m.params().size()));
        }
        return new Signature(text.append('}').toString(), entries);
    }

    private static String function(Method m, String name, String receiver) {
        String params = params(m.params());
        String all = receiver.isEmpty() ? params : params.isEmpty() ? receiver : receiver + ", " + params;
        return "fn " + name + "(" + all + ")" + m.returns().map(t -> " -> " + owned(t)).orElse("");
    }

    private static String params(List<Param> params) {
        return params.stream().map(p -> SignatureRenderer.snakeCase(p.name()) + ": " + borrowed(p))
                .collect(Collectors.joining(", "));
    }

    private static String borrowed(Param p) {
        Type t = p.type();
        if (p.inout()) {
            return "&mut [" + owned(((Type.ListOf) t).element()) + "]";
        }
        if (t instanceof Type.FunctionOf fn) {
            return "impl Fn(" + fn.params().stream().map(RustRenderer::owned).collect(Collectors.joining(", ")) + ") -> "
                    + owned(fn.result());
        }
        if (t instanceof Type.ListOf l) {
            return "&[" + owned(l.element()) + "]";
        }
        return t == Type.Scalar.STRING ? "&str" : owned(t);
    }

    static String owned(Type t) {
        if (t instanceof Type.Scalar s) {
            return switch (s) {
                case INT -> "i32";
                case LONG -> "i64";
                case INDEX -> "usize";
                case DOUBLE -> "f64";
                case BOOL -> "bool";
                case STRING -> "String";
            };
        } else if (t instanceof Type.ListOf l) {
            return "Vec<" + owned(l.element()) + ">";
        } else if (t instanceof Type.TupleOf tu) {
            return "(" + tu.types().stream().map(RustRenderer::owned).collect(Collectors.joining(", ")) + ")";
        } else if (t instanceof Type.FunctionOf) {
            throw new IllegalArgumentException("no Rust mapping for '" + t.text() + "' outside a parameter");
        }
        return "Option<" + owned(((Type.OptionalOf) t).element()) + ">";
    }
}
