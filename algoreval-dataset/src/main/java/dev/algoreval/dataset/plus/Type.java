package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A value type of the language-neutral interface vocabulary. Its compact text form ({@link #text()})
 * is what {@code plus.yaml} holds and what {@link TypeParser} reads, e.g. {@code list<pair<index,index>>}.
 */
public sealed interface Type permits Type.Scalar, Type.ListOf, Type.TupleOf, Type.OptionalOf, Type.FunctionOf {

    String text();

    /** The leaves. {@code index} is a non-negative vertex number or count: {@code usize} in Rust, a plain int elsewhere. */
    enum Scalar implements Type {
        INT("int"), LONG("long"), INDEX("index"), DOUBLE("double"), BOOL("bool"), STRING("string");

        private final String text;

        Scalar(String text) {
            this.text = text;
        }

        @Override
        public String text() {
            return text;
        }

        static Optional<Scalar> byText(String text) {
            for (Scalar s : values()) {
                if (s.text.equals(text)) {
                    return Optional.of(s);
                }
            }
            return Optional.empty();
        }
    }

    record ListOf(Type element) implements Type {
        @Override
        public String text() {
            return "list<" + element.text() + ">";
        }
    }

    /**
     * A fixed-size group: {@code pair<A,B>} is the two-element tuple. Elements may be named
     * ({@code pair<weight: long, side: list<index>>}); the names become field names where a language
     * needs a struct or record for a mixed tuple (C, Java).
     */
    record TupleOf(List<Element> elements) implements Type {
        public TupleOf {
            elements = List.copyOf(elements);
            if (elements.size() < 2) {
                throw new IllegalArgumentException("a tuple needs at least two elements");
            }
        }

        public record Element(String name, Type type) {
            public Optional<String> optionalName() {
                return Optional.ofNullable(name);
            }
        }

        public static TupleOf of(Type... types) {
            return new TupleOf(java.util.Arrays.stream(types).map(t -> new Element(null, t)).toList());
        }

        public List<Type> types() {
            return elements.stream().map(Element::type).toList();
        }

        /** The common scalar when every element has the same scalar type (an edge {@code [u, v, w]}). */
        public Optional<Scalar> uniformScalar() {
            Type first = elements.get(0).type();
            return first instanceof Scalar s && elements.stream().allMatch(e -> e.type() == s)
                    ? Optional.of(s) : Optional.empty();
        }

        /**
         * Like {@link #uniformScalar()}, but with {@code index} read as {@code int}: the two differ
         * only in Rust, so elsewhere an edge {@code tuple<index,index,int>} is a row of ints.
         */
        public Optional<Scalar> uniformScalarIndexAsInt() {
            return elements.stream().allMatch(e -> e.type() == Scalar.INT || e.type() == Scalar.INDEX)
                    ? Optional.of(Scalar.INT) : uniformScalar();
        }

        public boolean named() {
            return elements.stream().allMatch(e -> e.name() != null);
        }

        @Override
        public String text() {
            String inner = elements.stream()
                    .map(e -> e.name() == null ? e.type().text() : e.name() + ": " + e.type().text())
                    .collect(Collectors.joining(", "));
            return (elements.size() == 2 ? "pair<" : "tuple<") + inner + ">";
        }
    }

    record OptionalOf(Type element) implements Type {
        @Override
        public String text() {
            return "optional<" + element.text() + ">";
        }
    }

    /**
     * A function passed as an argument, {@code fn(double) -> double} (Simpson's rule integrates f). A
     * hidden test cannot carry code, so its value names one function of a fixed menu
     * ({@link RealFunctions}) that every driver implements; it is only ever a parameter's whole type.
     */
    record FunctionOf(List<Type> params, Type result) implements Type {
        public FunctionOf {
            params = List.copyOf(params);
        }

        @Override
        public String text() {
            return "fn(" + params.stream().map(Type::text).collect(Collectors.joining(", ")) + ") -> " + result.text();
        }
    }
}
