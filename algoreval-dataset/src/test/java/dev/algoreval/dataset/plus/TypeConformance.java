package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Optional;

/** Whether a JSON-shaped value has a vocabulary type's shape; used to check hidden-test files. */
final class TypeConformance {
    private TypeConformance() {
    }

    /** @return what is wrong, or empty when {@code value} fits {@code type} */
    static Optional<String> check(Type type, Object value, String at) {
        if (type instanceof Type.OptionalOf opt) {
            return value == null ? Optional.empty() : check(opt.element(), value, at);
        }
        if (value == null) {
            return Optional.of(at + ": null for a non-optional " + type.text());
        }
        if (type instanceof Type.Scalar s) {
            boolean ok = switch (s) {
                case INT -> value instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE;
                case INDEX -> value instanceof Long l && l >= 0 && l <= Integer.MAX_VALUE;
                case LONG -> value instanceof Long;
                case DOUBLE -> value instanceof Number;
                case BOOL -> value instanceof Boolean;
                case STRING -> value instanceof String;
            };
            return ok ? Optional.empty() : Optional.of(at + ": " + value + " is not a " + s.text());
        }
        if (type instanceof Type.FunctionOf) {
            return value instanceof String name && RealFunctions.named(name).isPresent() ? Optional.empty()
                    : Optional.of(at + ": " + value + " names no function of the menu " + RealFunctions.names());
        }
        if (!(value instanceof List<?> list)) {
            return Optional.of(at + ": " + value + " is not a list for " + type.text());
        }
        if (type instanceof Type.ListOf l) {
            for (int i = 0; i < list.size(); i++) {
                Optional<String> bad = check(l.element(), list.get(i), at + "[" + i + "]");
                if (bad.isPresent()) {
                    return bad;
                }
            }
            return Optional.empty();
        }
        Type.TupleOf t = (Type.TupleOf) type;
        if (list.size() != t.elements().size()) {
            return Optional.of(at + ": " + list.size() + " elements for " + type.text());
        }
        for (int i = 0; i < list.size(); i++) {
            Optional<String> bad = check(t.types().get(i), list.get(i), at + "[" + i + "]");
            if (bad.isPresent()) {
                return bad;
            }
        }
        return Optional.empty();
    }
}
