package dev.algoreval.engine.cli;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converters for options that take a whole number with a floor (a count, a port, seconds). Refusing the value
 * while converting it makes it a usage error that picocli words with the option's name, like any value of the
 * wrong type.
 */
public final class WholeNumbers {
    private WholeNumbers() {
    }

    public static final class AtLeastZero implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return atLeast(0, value);
        }
    }

    public static final class AtLeastOne implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return atLeast(1, value);
        }
    }

    /** Whole seconds, zero allowed (a wait that may be none). */
    public static final class Seconds implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return Duration.ofSeconds(atLeast(0, value));
        }
    }

    /** Whole seconds, at least one (a time limit). */
    public static final class PositiveSeconds implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return Duration.ofSeconds(atLeast(1, value));
        }
    }

    static int atLeast(int floor, String value) {
        try {
            int n = Integer.parseInt(value.strip());
            if (n >= floor) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below, in the same words as a number too small
        }
        throw new TypeConversionException("'" + value + "' is not a whole number of at least " + floor);
    }
}
