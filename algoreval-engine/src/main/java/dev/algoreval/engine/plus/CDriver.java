package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.CRenderer;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.dataset.plus.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * C: the model's program, unchanged, with the per-interface part appended, in one translation unit;
 * the driver in another ({@code driver.c}), linked with it. The model's translation unit sees no
 * header of the driver's, so it compiles with the driver exactly when it compiles alone, and its
 * {@code main} stays as it is: one build runs the fixed test (without arguments: the driver's
 * constructor returns and {@code main} runs) and the hidden tests (with the driver's flag: the
 * constructor runs them and exits before {@code main}).
 *
 * <p>The appended part declares what it calls in the driver, then the rendered prototypes, which make
 * a definition with other parameter or result types a compile error, and a missing one a link error,
 * so both are static failures naming the expected declaration; a {@code static} definition is
 * reached too, from its own translation unit. It reads each argument into the rendered C form (pointer
 * and size, rows, rows of rows with their lengths) and writes the result by the README section 9
 * conventions: {@code *returnSize} and {@code *returnColumnSizes}, NULL for an absent list, the largest
 * value for an absent element, a {@code <Method>Result} struct's fields in order. An inout list is
 * written after the call; a function argument is a pointer to the driver's function of that name.
 */
final class CDriver extends NativeDriver {
    private static final String DECLARATIONS = DriverTemplate.load("driver.h");
    /** The null pointer without stddef.h, which the model's translation unit may not include. */
    private static final String NULL = "((void *) 0)";

    CDriver() {
        super("algoreval_driver.c", "\n/* A program without a main of its own (the hidden tests need none). */\n"
                + "__attribute__((weak)) int main(void) {\n    return 2;\n}\n");
    }

    /** The model's lines keep their own numbers and file name; what follows is named as the driver's. */
    @Override
    String modelSide(String modelSource, Api api) {
        return modelSource + "\n#line 1 \"algoreval_driver.h\"\n" + DECLARATIONS
                + "#line 1 \"the rendered interface\"\n" + prototypes(api)
                + "#line 1 \"algoreval_input.c\"\n" + new Generator(api).inputFunction();
    }

    /** The rendered declaration without its typedefs, which the model's program must itself define. */
    static String prototypes(Api api) {
        return SignatureRenderer.forLanguage(Language.C).render(api).text().lines()
                .filter(line -> !line.startsWith("typedef")).collect(Collectors.joining("\n")) + "\n";
    }

    /** Generates {@code algoreval_input_one()}: one input read, called and written. */
    private static final class Generator {
        /** Around each call, on its line: the clock of the timed mode (a statement, then the declaration it times). */
        private static final String START = "algoreval_clock_start(); ";
        private static final String STOP = " algoreval_clock_stop();\n";
        private final Api api;
        private final StringBuilder code = new StringBuilder();
        private int next;

        Generator(Api api) {
            this.api = api;
        }

        String inputFunction() {
            code.append("void algoreval_input_one(void) {\n");
            if (api instanceof Api.Function f) {
                call(f.method(), List.of(), "    ");
            } else {
                // A class API's calls take the object first; several functions are called as they are.
                List<String> receiver = List.of();
                if (api instanceof Api.ClassApi c) {
                    List<String> ctor = arguments(c.constructor(), "    ");
                    code.append("    ").append(c.name()).append(" *algoreval_obj = new").append(c.name()).append('(')
                            .append(String.join(", ", ctor)).append(");\n");
                    receiver = List.of("algoreval_obj");
                }
                code.append("    algoreval_put(\"[\");\n    long long algoreval_returned = 0;\n");
                code.append("    long long algoreval_calls = algoreval_ll();\n");
                code.append("    for (long long algoreval_c = 0; algoreval_c < algoreval_calls; algoreval_c++) {\n");
                code.append("        switch (algoreval_ll()) {\n");
                for (int i = 0; i < api.callables().size(); i++) {
                    Method m = api.callables().get(i);
                    code.append("        case ").append(i).append(": {\n");
                    if (m.returns().isPresent()) {
                        code.append("            algoreval_comma(algoreval_returned++);\n");
                    }
                    call(m, receiver, "            ");
                    code.append("            break;\n        }\n");
                }
                code.append("        }\n    }\n    algoreval_put(\"]\");\n");
                if (api instanceof Api.ClassApi c) {
                    code.append("    free").append(c.name()).append("(algoreval_obj);\n");
                }
            }
            return code.append("}\n").toString();
        }

        private void call(Method m, List<String> receiver, String indent) {
            String function = api instanceof Api.ClassApi c ? CRenderer.methodName(m, c.name()) : m.name();
            List<String> args = new ArrayList<>(receiver);
            List<String> inout = List.of();
            for (Param p : m.params()) {
                List<String> arg = argument(p.type(), indent);
                if (p.inout()) {
                    inout = arg;
                }
                args.addAll(arg);
            }
            if (m.returns().isEmpty()) {
                code.append(indent).append(START).append(function).append('(').append(String.join(", ", args))
                        .append(");").append(STOP);
                if (!inout.isEmpty()) {
                    // Changed in place: the array after the call, with its length, is the result.
                    Type element = ((Type.ListOf) m.params().get(m.inoutIndex().orElseThrow()).type()).element();
                    writeList(inout.get(0), inout.get(1), element, indent);
                }
                return;
            }
            Type t = m.returns().get();
            Type bare = t instanceof Type.OptionalOf o && o.element() instanceof Type.ListOf ? o.element() : t;
            String r = name("result");
            if (bare instanceof Type.Scalar s) {
                code.append(indent).append(START).append(CRenderer.scalar(s, false)).append(' ').append(r).append(" = ")
                        .append(function).append('(').append(String.join(", ", args)).append(");").append(STOP);
                code.append(indent).append(put(s, r)).append(";\n");
            } else if (bare instanceof Type.ListOf l) {
                String size = name("returnSize");
                code.append(indent).append("int ").append(size).append(" = -1;\n");
                args.add("&" + size);
                if (CRenderer.isRowList(l.element())) {
                    String columns = name("returnColumnSizes");
                    code.append(indent).append("int *").append(columns).append(" = " + NULL + ";\n");
                    args.add("&" + columns);
                    code.append(indent).append(START).append(CRenderer.element(CRenderer.rowScalar(l.element())))
                            .append(" **").append(r).append(" = ").append(function).append('(')
                            .append(String.join(", ", args)).append(");").append(STOP);
                    writeRows(r, size, columns, CRenderer.rowScalar(l.element()), indent);
                } else {
                    code.append(indent).append(START).append(CRenderer.element(l.element())).append(" *").append(r)
                            .append(" = ").append(function).append('(').append(String.join(", ", args)).append(");")
                            .append(STOP);
                    writeList(r, size, l.element(), indent);
                }
            } else if (bare instanceof Type.MapOf map) {
                String size = name("returnSize");
                code.append(indent).append("int ").append(size).append(" = -1;\n");
                args.add("&" + size);
                code.append(indent).append(CRenderer.entryName(map)).append(" *").append(r).append(" = ").append(function)
                        .append('(').append(String.join(", ", args)).append(");\n");
                writeMap(r, size, map, indent);
            } else {
                Type.TupleOf tuple = (Type.TupleOf) bare;
                String struct = SignatureRenderer.capitalize(m.name()) + "Result";
                code.append(indent).append(START).append(struct).append(' ').append(r).append(" = ").append(function)
                        .append('(').append(String.join(", ", args)).append(");").append(STOP);
                code.append(indent).append("algoreval_put(\"[\");\n");
                for (int i = 0; i < tuple.elements().size(); i++) {
                    Type.TupleOf.Element e = tuple.elements().get(i);
                    String field = r + "." + e.optionalName().orElse("item" + i);
                    if (i > 0) {
                        code.append(indent).append("algoreval_put(\",\");\n");
                    }
                    if (e.type() instanceof Type.Scalar s) {
                        code.append(indent).append(put(s, field)).append(";\n");
                    } else {
                        writeList(field, field + "Size", ((Type.ListOf) e.type()).element(), indent);
                    }
                }
                code.append(indent).append("algoreval_put(\"]\");\n");
            }
        }

        /** A NULL list is written as null: the absent optional list, and a wrong answer anywhere else. */
        private void writeList(String list, String size, Type element, String indent) {
            String i = name("i");
            code.append(indent).append("if (").append(list).append(" == ").append(NULL).append(") {\n")
                    .append(indent).append("    algoreval_put(\"null\");\n")
                    .append(indent).append("} else if (").append(size).append(" < 0) {\n")
                    .append(indent).append("    algoreval_unreadable(\"the result's size (*returnSize) was not set\");\n")
                    .append(indent).append("} else {\n")
                    .append(indent).append("    algoreval_put(\"[\");\n")
                    .append(indent).append("    for (long long ").append(i).append(" = 0; ").append(i).append(" < ")
                    .append(size).append("; ").append(i).append("++) {\n")
                    .append(indent).append("        algoreval_comma(").append(i).append(");\n");
            code.append(indent).append("        ").append(putElement(element, list + "[" + i + "]")).append(";\n");
            code.append(indent).append("    }\n").append(indent).append("    algoreval_put(\"]\");\n")
                    .append(indent).append("}\n");
        }

        /** An array of entries is written as a JSON object: its keys (chars or strings) are JSON strings. */
        private void writeMap(String entries, String size, Type.MapOf map, String indent) {
            String i = name("i");
            code.append(indent).append("if (").append(entries).append(" == ").append(NULL).append(") {\n")
                    .append(indent).append("    algoreval_put(\"null\");\n")
                    .append(indent).append("} else if (").append(size).append(" < 0) {\n")
                    .append(indent).append("    algoreval_unreadable(\"the result's size (*returnSize) was not set\");\n")
                    .append(indent).append("} else {\n")
                    .append(indent).append("    algoreval_put(\"{\");\n")
                    .append(indent).append("    for (long long ").append(i).append(" = 0; ").append(i).append(" < ")
                    .append(size).append("; ").append(i).append("++) {\n")
                    .append(indent).append("        algoreval_comma(").append(i).append(");\n")
                    .append(indent).append("        ").append(put((Type.Scalar) map.key(), entries + "[" + i + "].key"))
                    .append(";\n")
                    .append(indent).append("        algoreval_put(\":\");\n")
                    .append(indent).append("        ").append(put((Type.Scalar) map.value(), entries + "[" + i + "].value"))
                    .append(";\n")
                    .append(indent).append("    }\n").append(indent).append("    algoreval_put(\"}\");\n")
                    .append(indent).append("}\n");
        }

        private void writeRows(String rows, String size, String columns, Type element, String indent) {
            String i = name("i");
            code.append(indent).append("if (").append(rows).append(" == ").append(NULL).append(") {\n")
                    .append(indent).append("    algoreval_put(\"null\");\n")
                    .append(indent).append("} else if (").append(size).append(" < 0) {\n")
                    .append(indent).append("    algoreval_unreadable(\"the result's size (*returnSize) was not set\");\n")
                    .append(indent).append("} else if (").append(size).append(" > 0 && ").append(columns).append(" == ").append(NULL).append(") {\n")
                    .append(indent).append("    algoreval_unreadable(\"the rows' sizes (*returnColumnSizes) were not set\");\n")
                    .append(indent).append("} else {\n")
                    .append(indent).append("    algoreval_put(\"[\");\n")
                    .append(indent).append("    for (long long ").append(i).append(" = 0; ").append(i).append(" < ")
                    .append(size).append("; ").append(i).append("++) {\n")
                    .append(indent).append("        algoreval_comma(").append(i).append(");\n");
            writeList(rows + "[" + i + "]", columns + "[" + i + "]", element, indent + "        ");
            code.append(indent).append("    }\n").append(indent).append("    algoreval_put(\"]\");\n")
                    .append(indent).append("}\n");
        }

        /** Reads the parameters into variables and returns the C arguments they become (sizes included). */
        private List<String> arguments(List<Param> params, String indent) {
            List<String> args = new ArrayList<>();
            for (Param p : params) {
                args.addAll(argument(p.type(), indent));
            }
            return args;
        }

        private List<String> argument(Type t, String indent) {
            String v = name("arg");
            if (t instanceof Type.Scalar s) {
                code.append(indent).append(CRenderer.scalar(s, false)).append(' ').append(v).append(" = ").append(read(s))
                        .append(";\n");
                return List.of(v);
            }
            if (t instanceof Type.FunctionOf fn) {
                code.append(indent).append(CRenderer.functionPointer(fn, v)).append(" = algoreval_function(algoreval_string());\n");
                return List.of(v);
            }
            if (t instanceof Type.MapOf map) {
                String entry = CRenderer.entryName(map);
                String size = v + "Size";
                String i = name("i");
                code.append(indent).append("int ").append(size).append(" = (int) algoreval_ll();\n");
                code.append(indent).append(entry).append(" *").append(v).append(" = algoreval_alloc(").append(size)
                        .append(", sizeof(").append(entry).append("));\n");
                code.append(indent).append("for (int ").append(i).append(" = 0; ").append(i).append(" < ").append(size)
                        .append("; ").append(i).append("++) {\n")
                        .append(indent).append("    ").append(v).append('[').append(i).append("].key = ")
                        .append(read((Type.Scalar) map.key())).append(";\n")
                        .append(indent).append("    ").append(v).append('[').append(i).append("].value = ")
                        .append(read((Type.Scalar) map.value())).append(";\n")
                        .append(indent).append("}\n");
                return List.of("(const " + entry + " *) " + v, size);
            }
            Type e = ((Type.ListOf) t).element();
            String size = v + "Size";
            String i = name("i");
            code.append(indent).append("int ").append(size).append(" = (int) algoreval_ll();\n");
            String loop = "for (int " + i + " = 0; " + i + " < " + size + "; " + i + "++) ";
            if (e instanceof Type.Scalar s) {
                String c = CRenderer.scalar(s, false);
                code.append(indent).append(c).append(" *").append(v).append(" = algoreval_alloc(").append(size)
                        .append(", sizeof(").append(c).append("));\n");
                code.append(indent).append(loop).append(v).append('[').append(i).append("] = ").append(read(s)).append(";\n");
                return List.of(v, size);
            }
            if (e instanceof Type.TupleOf row) {
                Type.Scalar s = row.uniformScalarIndexAsInt().orElseThrow();
                int k = row.elements().size();
                String c = CRenderer.scalar(s, false);
                String j = name("j");
                code.append(indent).append(c).append(" (*").append(v).append(")[").append(k).append("] = algoreval_alloc(")
                        .append(size).append(", sizeof *").append(v).append(");\n");
                code.append(indent).append(loop).append("for (int ").append(j).append(" = 0; ").append(j).append(" < ")
                        .append(k).append("; ").append(j).append("++) ").append(v).append('[').append(i).append("][")
                        .append(j).append("] = ").append(read(s)).append(";\n");
                return List.of("(const " + c + " (*)[" + k + "]) " + v, size);
            }
            Type inner = ((Type.ListOf) e).element();
            String columns = v + "ColSize";
            String j = name("j");
            code.append(indent).append("int *").append(columns).append(" = algoreval_alloc(").append(size)
                    .append(", sizeof(int));\n");
            String innerLoop = "for (int " + j + " = 0; " + j + " < " + columns + "[" + i + "]; " + j + "++) ";
            if (inner instanceof Type.Scalar s) {
                String c = CRenderer.scalar(s, false);
                code.append(indent).append(c).append(" **").append(v).append(" = algoreval_alloc(").append(size)
                        .append(", sizeof(").append(c).append(" *));\n");
                code.append(indent).append(loop).append("{\n")
                        .append(indent).append("    ").append(columns).append('[').append(i).append("] = (int) algoreval_ll();\n")
                        .append(indent).append("    ").append(v).append('[').append(i).append("] = algoreval_alloc(")
                        .append(columns).append('[').append(i).append("], sizeof(").append(c).append("));\n")
                        .append(indent).append("    ").append(innerLoop).append(v).append('[').append(i).append("][")
                        .append(j).append("] = ").append(read(s)).append(";\n")
                        .append(indent).append("}\n");
                return List.of("(const " + c + " *const *) " + v, size, columns);
            }
            Type.TupleOf row = (Type.TupleOf) inner;
            Type.Scalar s = row.uniformScalarIndexAsInt().orElseThrow();
            int k = row.elements().size();
            String c = CRenderer.scalar(s, false);
            String l = name("l");
            code.append(indent).append(c).append(" (**").append(v).append(")[").append(k).append("] = algoreval_alloc(")
                    .append(size).append(", sizeof *").append(v).append(");\n");
            code.append(indent).append(loop).append("{\n")
                    .append(indent).append("    ").append(columns).append('[').append(i).append("] = (int) algoreval_ll();\n")
                    .append(indent).append("    ").append(v).append('[').append(i).append("] = algoreval_alloc(")
                    .append(columns).append('[').append(i).append("], sizeof *").append(v).append('[').append(i).append("]);\n")
                    .append(indent).append("    ").append(innerLoop).append("for (int ").append(l).append(" = 0; ").append(l)
                    .append(" < ").append(k).append("; ").append(l).append("++) ").append(v).append('[').append(i).append("][")
                    .append(j).append("][").append(l).append("] = ").append(read(s)).append(";\n")
                    .append(indent).append("}\n");
            return List.of("(const " + c + " (*const *)[" + k + "]) " + v, size, columns);
        }

        private String name(String what) {
            return "algoreval_" + what + (next++);
        }
    }

    private static String read(Type.Scalar s) {
        return switch (s) {
            case INT, INDEX -> "(int) algoreval_ll()";
            case LONG -> "algoreval_ll()";
            case DOUBLE -> "algoreval_double()";
            case BOOL -> "algoreval_ll() != 0";
            case STRING -> "algoreval_string()";
            case CHAR -> "(char) algoreval_ll()";
        };
    }

    private static String put(Type.Scalar s, String value) {
        return switch (s) {
            case INT, INDEX, LONG -> "algoreval_put_ll(" + value + ")";
            case DOUBLE -> "algoreval_put_double(" + value + ")";
            case BOOL -> "algoreval_put_bool(" + value + ")";
            case STRING -> "algoreval_put_string(" + value + ")";
            case CHAR -> "algoreval_put_char(" + value + ")";
        };
    }

    /** An absent element is the type's largest value (README section 9). */
    private static String putElement(Type element, String value) {
        if (element instanceof Type.OptionalOf o) {
            Type.Scalar s = (Type.Scalar) o.element();
            String absent = switch (s) {
                case INT, INDEX -> "__INT_MAX__";
                case LONG -> "__LONG_LONG_MAX__";
                case DOUBLE -> "__builtin_inf()";
                default -> throw new IllegalArgumentException("no absent value for " + s.text());
            };
            return "if (" + value + " == " + absent + ") algoreval_put(\"null\"); else " + put(s, value);
        }
        return put((Type.Scalar) element, value);
    }
}
