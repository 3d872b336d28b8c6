package dev.algoreval.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What every command line of the engine promises, checked for a command and each of its subcommands against the
 * options they declare (read from picocli's model of the command, so an option added later is covered without a
 * change here): {@code --help} lists every option and exits 0, an unknown option exits 2 naming it, and a value
 * that cannot be converted to an option's type exits 2 naming the option.
 */
public final class CommandLineContract {
    /** The command's in-process entry point, as its tests call it. */
    @FunctionalInterface
    public interface Entry {
        int run(List<String> args, PrintStream out, PrintStream err);
    }

    private record Result(int status, String out, String err) {
    }

    private CommandLineContract() {
    }

    public static Stream<DynamicTest> tests(CommandSpec root, Entry entry) {
        return commands(root).flatMap(spec -> {
            List<String> path = path(spec);
            String name = spec.qualifiedName(" ");
            Stream<DynamicTest> common = Stream.of(
                    dynamicTest(name + " --help lists every option", () -> helpListsEverything(spec, path, entry)),
                    dynamicTest(name + " refuses an unknown option", () -> refusesUnknownOption(path, entry)));
            Stream<DynamicTest> typed = spec.options().stream().filter(CommandLineContract::converted)
                    .map(option -> dynamicTest(name + " " + option.longestName() + " refuses a value of the wrong type",
                            () -> refusesWrongType(option, path, entry)));
            return Stream.concat(common, typed);
        });
    }

    private static Stream<CommandSpec> commands(CommandSpec spec) {
        return Stream.concat(Stream.of(spec), spec.subcommands().values().stream().distinct()
                .flatMap(sub -> commands(sub.getCommandSpec())));
    }

    /** The arguments that select this subcommand below the root. */
    private static List<String> path(CommandSpec spec) {
        List<String> names = new ArrayList<>();
        for (CommandSpec s = spec; s.parent() != null; s = s.parent()) {
            names.add(0, s.name());
        }
        return names;
    }

    private static void helpListsEverything(CommandSpec spec, List<String> path, Entry entry) {
        Result help = run(entry, path, "--help");
        assertThat(help.status()).as(help.err()).isZero();
        assertThat(help.err()).isEmpty();
        for (OptionSpec option : spec.options()) {
            assertThat(help.out()).as("help of " + spec.qualifiedName()).contains(option.names());
        }
        spec.positionalParameters().forEach(p -> assertThat(help.out()).contains(p.paramLabel()));
        spec.subcommands().keySet().forEach(sub -> assertThat(help.out()).contains(sub));
    }

    private static void refusesUnknownOption(List<String> path, Entry entry) {
        Result refused = run(entry, path, "--no-such-option");
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("Unknown option: '--no-such-option'").contains("Usage:");
        assertThat(refused.out()).isEmpty();
    }

    /**
     * {@code --help} after the bad value: a value that is refused stops the parse with exit 2 before help is
     * considered, while one wrongly accepted ends in the help's exit 0, never in running the command.
     */
    private static void refusesWrongType(OptionSpec option, List<String> path, Entry entry) {
        Result refused = run(entry, path, option.longestName(), "%not a value%", "--help");
        assertThat(refused.status()).as(refused.out()).isEqualTo(2);
        assertThat(refused.err()).contains("'" + option.longestName() + "'").contains("Usage:");
    }

    /** Options whose values picocli converts, and so can refuse: all but flags, text and paths. */
    private static boolean converted(OptionSpec option) {
        return option.arity().max() > 0 && Arrays.stream(option.auxiliaryTypes())
                .anyMatch(type -> type != String.class && type != Path.class);
    }

    private static Result run(Entry entry, List<String> path, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(path);
        all.addAll(List.of(args));
        int status = entry.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
