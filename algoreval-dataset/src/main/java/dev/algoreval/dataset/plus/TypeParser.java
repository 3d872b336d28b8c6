package dev.algoreval.dataset.plus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the compact text forms of the vocabulary: types ({@code list<pair<index,index>>},
 * {@code optional<list<double>>}), and signatures ({@code name(a: T, b: U) -> R}, the arrow and result
 * left out for a method that returns nothing; a parameter may be {@code inout list<T>}, changed in place,
 * or a function {@code fn(double) -> double}). A malformed text is an {@link IllegalArgumentException}
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
        long inout = params.stream().filter(Param::inout).count();
        if (inout > 1) {
            throw new IllegalArgumentException("at most one parameter may be inout, found " + inout + " in '" + text + "'");
        }
        if (inout == 1 && returns.isPresent()) {
            throw new IllegalArgumentException("a function with an inout parameter returns nothing (its result is that "
                    + "parameter after the call) in '" + text + "'");
        }
        return new Method(name, params, returns);
    }

    /** A constructor: {@code BipGraph(m: int, n: int)}. */
    public static Api.ClassApi parseClass(String text, List<String> methods) {
        TypeParser p = new TypeParser(text);
        String name = p.identifier("a class name");
        List<Param> params = p.params();
        p.end();
        List<Method> parsed = methods.stream().map(TypeParser::parseMethod).toList();
        boolean inout = params.stream().anyMatch(Param::inout)
                || parsed.stream().anyMatch(m -> m.params().stream().anyMatch(Param::inout));
        if (inout) {
            throw new IllegalArgumentException("an inout parameter belongs to a function, not to a class API ('" + text + "')");
        }
        return new Api.ClassApi(name, params, parsed);
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
            boolean inout = acceptWord("inout");
            int typeStart = skipSpace();
            Type type = acceptWord("fn") ? functionType(typeStart) : type();
            if (inout && !(type instanceof Type.ListOf)) {
                pos = typeStart;
                throw error("only a list can be inout (changed in place)");
            }
            if (params.stream().anyMatch(q -> q.name().equals(name))) {
                throw error("parameter '" + name + "' appears twice");
            }
            params.add(new Param(name, type, inout));
        } while (accept(','));
        expect(')');
        return params;
    }

    /** After {@code fn}: {@code (double) -> double}, the one function type drivers can pass ({@link RealFunctions}). */
    private Type functionType(int start) {
        expect('(');
        List<Type> params = new ArrayList<>();
        skipSpace();
        if (peek() != ')') {
            do {
                params.add(type());
            } while (accept(','));
        }
        expect(')');
        skipSpace();
        if (!text.startsWith("->", pos)) {
            throw error("expected '->' and the function's result type");
        }
        pos += 2;
        Type.FunctionOf type = new Type.FunctionOf(params, type());
        if (!type.equals(RealFunctions.TYPE)) {
            pos = start;
            throw error("the only function type is " + RealFunctions.TYPE.text() + " (hidden tests name its functions "
                    + "from a fixed menu), not " + type.text());
        }
        return type;
    }

    /** Consumes {@code word} when it is the next identifier (a keyword such as {@code inout}); otherwise reads nothing. */
    private boolean acceptWord(String word) {
        int start = skipSpace();
        if (text.startsWith(word, pos) && (pos + word.length() == text.length()
                || !Character.isLetterOrDigit(text.charAt(pos + word.length())) && text.charAt(pos + word.length()) != '_')) {
            pos += word.length();
            return true;
        }
        pos = start;
        return false;
    }

    private Type type() {
        int start = skipSpace();
        String word = identifier("a type");
        switch (word) {
            case "fn":
                pos = start;
                throw error("a function type is only a parameter's whole type");
            case "list":
                expect('<');
                Type element = type();
                expect('>');
                return new Type.ListOf(element);
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
                    return error("unknown type '" + word + "'; known are int, long, index, double, bool, string, "
                            + "list<T>, pair<A,B>, tuple<A,B,...>, optional<T>, and for a parameter inout list<T> and "
                            + RealFunctions.TYPE.text());
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
