package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.RealFunctions;
import dev.algoreval.dataset.plus.Type;
import java.util.stream.Collectors;

/**
 * A type as the compact code the Go and Rust driver templates read tokens by: one letter per scalar
 * ({@code i} int, {@code l} long, {@code x} index, {@code d} double, {@code b} bool, {@code s} string),
 * {@code L} list, {@code O} optional, {@code T<n>} tuple of n, {@code F} a function argument
 * {@code fn(double) -> double} (read as a menu name), prefix form: {@code list<pair<index,int>>}
 * is {@code LT2xi}. A string literal in the generated code is simpler than a type tree in each language.
 */
final class TypeCode {
    private TypeCode() {
    }

    static String of(Type type) {
        if (type instanceof Type.Scalar s) {
            return switch (s) {
                case INT -> "i";
                case LONG -> "l";
                case INDEX -> "x";
                case DOUBLE -> "d";
                case BOOL -> "b";
                case STRING -> "s";
            };
        }
        if (type instanceof Type.ListOf l) {
            return "L" + of(l.element());
        }
        if (type instanceof Type.TupleOf t) {
            if (t.types().size() > 9) {
                throw new IllegalArgumentException("a tuple of more than 9 elements has no type code: " + t.text());
            }
            return "T" + t.types().size() + t.types().stream().map(TypeCode::of).collect(Collectors.joining());
        }
        if (type instanceof Type.FunctionOf) {
            if (!type.equals(RealFunctions.TYPE)) {
                throw new IllegalArgumentException("only " + RealFunctions.TYPE.text() + " has a type code: " + type.text());
            }
            return "F";
        }
        return "O" + of(((Type.OptionalOf) type).element());
    }
}
