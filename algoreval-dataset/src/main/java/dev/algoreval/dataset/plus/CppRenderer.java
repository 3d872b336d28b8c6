package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * C++17: {@code std::vector}, {@code std::pair} for two elements, {@code std::array<T, k>} for a
 * longer tuple of one scalar type (an edge {@code [u, v, w]}), {@code std::tuple} otherwise,
 * {@code std::optional}. Scalars are passed by value, everything else by const reference, except an
 * inout list, passed by reference ({@code std::vector<int>& arr}); a function argument is a
 * {@code std::function} ({@code const std::function<double(double)>& f}).
 */
public final class CppRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        if (api instanceof Api.Function f) {
            return new Signature(function(f.method()) + ";", List.of(new Signature.Entry(f.method().name(), f.method().params().size())));
        }
        Api.ClassApi c = (Api.ClassApi) api;
        List<Signature.Entry> entries = new ArrayList<>();
        entries.add(new Signature.Entry(c.name(), c.constructor().size()));
        StringBuilder text = new StringBuilder("class " + c.name() + " {\npublic:\n");
        text.append("    ").append(c.name()).append('(').append(params(c.constructor())).append(");\n");
        for (Method m : c.methods()) {
            text.append("    ").append(function(m)).append(";\n");
            entries.add(new Signature.Entry(m.name(), m.params().size()));
        }
        return new Signature(text.append("};").toString(), entries);
    }

    private static String function(Method m) {
        return m.returns().map(CppRenderer::type).orElse("void") + " " + m.name() + "(" + params(m.params()) + ")";
    }

    private static String params(List<Param> params) {
        return params.stream()
                .map(p -> (p.type() instanceof Type.Scalar s && s != Type.Scalar.STRING ? type(p.type())
                        : p.inout() ? type(p.type()) + "&" : "const " + type(p.type()) + "&") + " " + p.name())
                .collect(Collectors.joining(", "));
    }

    /** The C++ type of a value, without a parameter's const reference; the C++ driver declares its arguments so. */
    public static String type(Type t) {
        if (t instanceof Type.Scalar s) {
            return switch (s) {
                case INT, INDEX -> "int";
                case LONG -> "long long";
                case DOUBLE -> "double";
                case BOOL -> "bool";
                case STRING -> "std::string";
            };
        } else if (t instanceof Type.ListOf l) {
            return "std::vector<" + type(l.element()) + ">";
        } else if (t instanceof Type.TupleOf tu) {
            if (tu.elements().size() == 2) {
                return "std::pair<" + type(tu.types().get(0)) + ", " + type(tu.types().get(1)) + ">";
            }
            if (tu.uniformScalarIndexAsInt().isPresent()) {
                return "std::array<" + type(tu.uniformScalarIndexAsInt().get()) + ", " + tu.elements().size() + ">";
            }
            return "std::tuple<" + tu.types().stream().map(CppRenderer::type).collect(Collectors.joining(", ")) + ">";
        } else if (t instanceof Type.FunctionOf fn) {
            return "std::function<" + type(fn.result()) + "(" + fn.params().stream().map(CppRenderer::type)
                    .collect(Collectors.joining(", ")) + ")>";
        }
        return "std::optional<" + type(((Type.OptionalOf) t).element()) + ">";
    }
}
