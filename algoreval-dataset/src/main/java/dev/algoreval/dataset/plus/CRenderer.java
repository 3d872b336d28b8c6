package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.Language;
import java.util.ArrayList;
import java.util.List;

/**
 * C17 with the LeetCode conventions that models know best. A list parameter is a pointer followed
 * by its length ({@code const int *a, int aSize}); a list of rows of one scalar type is a 2-D array
 * ({@code const int edges[][3], int edgesSize}); a list of lists adds the row lengths
 * ({@code const int *const *adj, int adjSize, const int *adjColSize}). A list result is malloc'd by
 * the callee, its length written to {@code int *returnSize}; a 2-D result is {@code T **} with
 * {@code int **returnColumnSizes}; the caller frees. An absent list result is NULL; an absent list
 * element is the type's largest value ({@code LLONG_MAX}, {@code INT_MAX}, {@code INFINITY}). A tuple
 * result is a struct named {@code <Method>Result}. A class API is an opaque struct with
 * {@code new<Class>}, methods taking the object first, and {@code free<Class>}, as the references do.
 * An inout list is a non-const pointer and its length ({@code int *arr, int arrSize}); a function
 * argument is a function pointer ({@code double (*f)(double)}).
 */
public final class CRenderer implements SignatureRenderer {

    @Override
    public Signature render(Api api) {
        if (api instanceof Api.Functions fs) {
            return SignatureRenderer.eachFunction(fs, this::render);
        }
        List<Signature.Entry> entries = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        if (api instanceof Api.Function f) {
            text.append(function(f.method(), null, entries));
        } else {
            Api.ClassApi c = (Api.ClassApi) api;
            List<String> ctor = new ArrayList<>();
            c.constructor().forEach(p -> ctor.addAll(param(p)));
            text.append("typedef struct ").append(c.name()).append(' ').append(c.name()).append(";\n");
            text.append(c.name()).append(" *new").append(c.name()).append('(').append(join(ctor)).append(");\n");
            entries.add(new Signature.Entry("new" + c.name(), ctor.size()));
            for (Method m : c.methods()) {
                text.append(function(m, c.name(), entries)).append('\n');
            }
            text.append("void free").append(c.name()).append('(').append(c.name()).append(" *obj);");
            entries.add(new Signature.Entry("free" + c.name(), 1));
        }
        return new Signature(text.toString().strip(), entries);
    }

    private static String function(Method m, String receiver, List<Signature.Entry> entries) {
        List<String> params = new ArrayList<>();
        if (receiver != null) {
            params.add(receiver + " *obj");
        }
        m.params().forEach(p -> params.addAll(param(p)));
        String prefix = "";
        String result = "void";
        if (m.returns().isPresent()) {
            Type t = m.returns().get();
            Type bare = t instanceof Type.OptionalOf o && o.element() instanceof Type.ListOf ? o.element() : t;
            if (bare instanceof Type.Scalar s) {
                result = scalar(s, false);
            } else if (bare instanceof Type.ListOf l) {
                if (isRowList(l.element())) {
                    result = element(rowScalar(l.element())) + " **";
                    params.add("int *returnSize");
                    params.add("int **returnColumnSizes");
                } else if (l.element() instanceof Type.Scalar || l.element() instanceof Type.OptionalOf) {
                    result = element(l.element()) + " *";
                    params.add("int *returnSize");
                } else {
                    throw SignatureRenderer.noMapping(Language.C, t, "nested deeper than two levels");
                }
            } else if (bare instanceof Type.TupleOf tu) {
                String name = SignatureRenderer.capitalize(m.name()) + "Result";
                prefix = struct(name, tu) + "\n";
                result = name;
            } else {
                throw SignatureRenderer.noMapping(Language.C, t, "an optional scalar result has no sentinel");
            }
        }
        entries.add(new Signature.Entry(m.name(), params.size()));
        String sep = result.endsWith("*") ? "" : " ";
        return prefix + result + sep + m.name() + "(" + join(params) + ");";
    }

    private static String struct(String name, Type.TupleOf tu) {
        StringBuilder s = new StringBuilder("typedef struct {");
        for (int i = 0; i < tu.elements().size(); i++) {
            Type.TupleOf.Element e = tu.elements().get(i);
            String field = e.optionalName().orElse("item" + i);
            if (e.type() instanceof Type.Scalar sc) {
                s.append(' ').append(scalar(sc, false)).append(' ').append(field).append(';');
            } else if (e.type() instanceof Type.ListOf l && l.element() instanceof Type.Scalar sc) {
                s.append(' ').append(scalar(sc, false)).append(" *").append(field).append("; int ").append(field)
                        .append("Size;");
            } else {
                throw SignatureRenderer.noMapping(Language.C, tu, "a struct field must be a scalar or a list of scalars");
            }
        }
        return s.append(" } ").append(name).append(';').toString();
    }

    private static List<String> param(Param p) {
        String n = p.name();
        Type t = p.type();
        if (t instanceof Type.Scalar s) {
            return List.of(scalar(s, true) + (s == Type.Scalar.STRING ? "" : " ") + n);
        }
        if (t instanceof Type.FunctionOf fn) {
            return List.of(functionPointer(fn, n));
        }
        if (p.inout()) {
            if (t instanceof Type.ListOf l && l.element() instanceof Type.Scalar s && s != Type.Scalar.STRING) {
                return List.of(scalar(s, false) + " *" + n, "int " + n + "Size");
            }
            throw SignatureRenderer.noMapping(Language.C, t, "only a list of numbers or bools is changed in place");
        }
        if (t instanceof Type.ListOf l) {
            Type e = l.element();
            if (e instanceof Type.Scalar s) {
                return List.of("const " + scalar(s, true) + " *" + n, "int " + n + "Size");
            }
            if (e instanceof Type.TupleOf tu && tu.uniformScalarIndexAsInt().isPresent()) {
                return List.of("const " + scalar(tu.uniformScalarIndexAsInt().get(), true) + " " + n + "[][" + tu.elements().size() + "]",
                        "int " + n + "Size");
            }
            if (e instanceof Type.ListOf inner && inner.element() instanceof Type.Scalar s) {
                return List.of("const " + scalar(s, true) + " *const *" + n, "int " + n + "Size", "const int *" + n + "ColSize");
            }
            if (e instanceof Type.ListOf inner && inner.element() instanceof Type.TupleOf tu && tu.uniformScalarIndexAsInt().isPresent()) {
                return List.of("const " + scalar(tu.uniformScalarIndexAsInt().get(), true) + " (*const *" + n + ")[" + tu.elements().size() + "]",
                        "int " + n + "Size", "const int *" + n + "ColSize");
            }
        }
        throw SignatureRenderer.noMapping(Language.C, t, "only scalars, lists, rows and lists of lists or rows are parameters");
    }

    /** {@code double (*f)(double)}. */
    public static String functionPointer(Type.FunctionOf fn, String name) {
        List<String> params = new ArrayList<>();
        for (Type p : fn.params()) {
            params.add(scalar((Type.Scalar) p, true));
        }
        return scalar((Type.Scalar) fn.result(), false) + " (*" + name + ")(" + join(params) + ")";
    }

    /**
     * A list element that is returned as a row of a 2-D result: a list of scalars or a tuple of one scalar
     * type. Public for the C driver, which writes such results row by row.
     */
    public static boolean isRowList(Type element) {
        return element instanceof Type.ListOf l && (l.element() instanceof Type.Scalar || l.element() instanceof Type.OptionalOf)
                || element instanceof Type.TupleOf tu && tu.uniformScalarIndexAsInt().isPresent();
    }

    /** The element type of a row ({@link #isRowList}); still optional where the row's elements are. */
    public static Type rowScalar(Type element) {
        return element instanceof Type.ListOf l ? l.element() : ((Type.TupleOf) element).uniformScalarIndexAsInt().orElseThrow();
    }

    /** The C type of a list element; an optional one is its scalar, absent being the largest value. */
    public static String element(Type t) {
        if (t instanceof Type.OptionalOf o && o.element() instanceof Type.Scalar s && s != Type.Scalar.BOOL && s != Type.Scalar.STRING) {
            return scalar(s, false);
        }
        if (t instanceof Type.Scalar s) {
            return scalar(s, false);
        }
        throw SignatureRenderer.noMapping(Language.C, t, "not a scalar");
    }

    /** The C type of a scalar; a string parameter is {@code const char *}, any other string {@code char *}. */
    public static String scalar(Type.Scalar s, boolean parameter) {
        return switch (s) {
            case INT, INDEX -> "int";
            case LONG -> "long long";
            case DOUBLE -> "double";
            case BOOL -> "bool";
            case STRING -> parameter ? "const char *" : "char *";
        };
    }

    private static String join(List<String> params) {
        return params.isEmpty() ? "void" : String.join(", ", params);
    }
}
