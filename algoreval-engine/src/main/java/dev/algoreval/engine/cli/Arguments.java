package dev.algoreval.engine.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A command's arguments, read once: {@code --name value} options from the set the command declares
 * (a repeated option keeps every value), flags without a value, {@code -h}/{@code --help}, and the
 * plain arguments in order. The engine's commands (report, merge, reward-service, training, snippets)
 * share it so that each refuses a bad command line with the same words.
 */
public final class Arguments {
    private final Map<String, List<String>> values;
    private final Set<String> flagsGiven;
    private final List<String> plain;
    private final boolean help;

    private Arguments(Map<String, List<String>> values, Set<String> flagsGiven, List<String> plain, boolean help) {
        this.values = values;
        this.flagsGiven = flagsGiven;
        this.plain = plain;
        this.help = help;
    }

    /**
     * @param options the options that take a value (a blank value counts as none)
     * @param flags the options that take none
     * @throws IllegalArgumentException for an option not declared or one without its value
     */
    public static Arguments parse(List<String> args, Set<String> options, Set<String> flags) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        Set<String> flagsGiven = new java.util.LinkedHashSet<>();
        List<String> plain = new ArrayList<>();
        boolean help = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h") || arg.equals("--help")) {
                help = true;
            } else if (options.contains(arg)) {
                if (i + 1 >= args.size() || args.get(i + 1).isBlank()) {
                    throw new IllegalArgumentException(arg + " needs a value");
                }
                values.computeIfAbsent(arg, k -> new ArrayList<>()).add(args.get(++i));
            } else if (flags.contains(arg)) {
                flagsGiven.add(arg);
            } else if (arg.startsWith("-")) {
                throw new IllegalArgumentException("unknown option " + arg);
            } else {
                plain.add(arg);
            }
        }
        return new Arguments(values, flagsGiven, plain, help);
    }

    public boolean helpRequested() {
        return help;
    }

    /** The option's value (the last one when it was given more than once). */
    public Optional<String> value(String option) {
        List<String> given = values.get(option);
        return given == null ? Optional.empty() : Optional.of(given.get(given.size() - 1));
    }

    /** Every value of a repeatable option, in order. */
    public List<String> values(String option) {
        return List.copyOf(values.getOrDefault(option, List.of()));
    }

    public boolean flag(String option) {
        return flagsGiven.contains(option);
    }

    /** The arguments that are not options, in order. */
    public List<String> plain() {
        return List.copyOf(plain);
    }

    public List<Path> plainPaths() {
        return plain.stream().map(Path::of).toList();
    }

    /** The option's value as a path; {@code missing} is the message when it was not given. */
    public Path requiredPath(String option, String missing) {
        return Path.of(value(option).orElseThrow(() -> new IllegalArgumentException(missing)));
    }

    /** The option as a whole number of at least {@code min}, {@code fallback} when not given. */
    public int wholeNumber(String option, int fallback, int min) {
        Optional<String> given = value(option);
        if (given.isEmpty()) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(given.get());
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a whole number of at least " + min + ", not '"
                + given.get() + "'");
    }
}
