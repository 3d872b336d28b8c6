package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the compact text forms of the vocabulary: types ({@code list<pair<index,index>>},
 * {@code optional<list<double>>}), and signatures ({@code name(a: T, b: U) -> R}, the arrow and result
 * left out for a method that returns nothing). A malformed text is an {@link IllegalArgumentException}
 * that quotes the text and the column; {@link Interfaces} adds the file and the field.
 */
public final class TypeParser {
    private final String text;
    private int pos;

    private TypeParser(String text) {
        this.text = text;
    }

    public static Type parseType(String text) {
        TypeParser p = new TypeParser(text);
        Type type = p.type();
        p.end();
        return type;
    }

    public static Method parseMethod(String text) {
        TypeParser p = new TypeParser(text);
        String name = p.identifier("a function name");
        List<Param> params = p.params();
        Optional<Type> returns = Optional.empty();
        p.skipSpace();
        if (p.text.startsWith("->", p.pos)) {
            p.pos += 2;
            returns = Optional.of(p.type());
        }
        p.end();
        return new Method(name, params, returns);
    }

    /** A constructor: {@code BipGraph(m: int, n: int)}. */
    public static Api.ClassApi parseClass(String text, List<String> methods) {
        TypeParser p = new TypeParser(text);
        String name = p.identifier("a class name");
        List<Param> params = p.params();
        p.end();
        return new Api.ClassApi(name, params, methods.stream().map(TypeParser::parseMethod).toList());
    }

    private List<Param> params() {
        expect('(');
        List<Param> params = new ArrayList<>();
        skipSpace();
        if (peek() == ')') {
            pos++;
            return params;
        }
        do {
            String name = identifier("a parameter name");
            expect(':');
            Type type = type();
            if (params.stream().anyMatch(q -> q.name().equals(name))) {
                throw error("parameter '" + name + "' appears twice");
            }
            params.add(new Param(name, type));
        } while (accept(','));
        expect(')');
        return params;
    }

    private Type type() {
        int start = skipSpace();
        String word = identifier("a type");
        switch (word) {
            case "list":
                expect('<');
                Type element = type();
                expect('>');
                return new Type.ListOf(element);
            case "map": {
                expect('<');
                int keyStart = skipSpace();
                Type key = type();
                expect(',');
                Type value = type();
                expect('>');
                try {
                    return new Type.MapOf(key, value);
                } catch (IllegalArgumentException e) {
                    pos = keyStart;
                    throw error(e.getMessage());
                }
            }
            case "optional":
                expect('<');
                Type inner = type();
                expect('>');
                return new Type.OptionalOf(inner);
            case "pair":
            case "tuple":
                expect('<');
                List<Type.TupleOf.Element> elements = new ArrayList<>();
                do {
                    elements.add(tupleElement());
                } while (accept(','));
                expect('>');
                if (word.equals("pair") && elements.size() != 2) {
                    throw error("pair<...> takes exactly two types, found " + elements.size());
                }
                if (elements.size() < 2) {
                    throw error("tuple<...> takes at least two types");
                }
                long namedCount = elements.stream().filter(e -> e.name() != null).count();
                if (namedCount != 0 && namedCount != elements.size()) {
                    throw error("name either every element of a tuple or none");
                }
                return new Type.TupleOf(elements);
            default:
                return Type.Scalar.byText(word).orElseThrow(() -> {
                    pos = start;
                    return error("unknown type '" + word + "'; known are int, long, index, double, bool, string, char, "
                            + "list<T>, pair<A,B>, tuple<A,B,...>, optional<T>, map<K,V>");
                });
        }
    }

    private Type.TupleOf.Element tupleElement() {
        skipSpace();
        int start = pos;
        String word = identifier("a type");
        skipSpace();
        if (peek() == ':') {
            pos++;
            return new Type.TupleOf.Element(word, type());
        }
        pos = start;
        return new Type.TupleOf.Element(null, type());
    }

    private String identifier(String what) {
        skipSpace();
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        if (start == pos || Character.isDigit(text.charAt(start))) {
            pos = start;
            throw error("expected " + what);
        }
        return text.substring(start, pos);
    }

    private void expect(char c) {
        skipSpace();
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private boolean accept(char c) {
        skipSpace();
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void end() {
        skipSpace();
        if (pos != text.length()) {
            throw error("unexpected text after the end");
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private int skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private IllegalArgumentException error(String problem) {
        String found = pos < text.length() ? "'" + text.charAt(pos) + "'" : "the end";
        return new IllegalArgumentException(problem + " at column " + (pos + 1) + " (found " + found + ") in '" + text + "'");
    }
}
