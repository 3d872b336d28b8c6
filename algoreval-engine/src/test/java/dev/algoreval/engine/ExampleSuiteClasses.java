package dev.algoreval.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * The example suite's marker classes ({@code dev.algoreval.example.RustBenchmarkTest} and the others),
 * compiled from the example-suite module's sources against this module's build output, so that this
 * module's tests can run what users run: that module depends on this one, not the other way round.
 */
final class ExampleSuiteClasses {
    private ExampleSuiteClasses() {
    }

    /** A class loader over the compiled classes, with this module's test class path as parent. */
    static URLClassLoader compile(Path root, Path into) throws IOException {
        List<String> arguments = new ArrayList<>(List.of("-d", into.toString(), "-classpath",
                System.getProperty("java.class.path"), "-proc:none"));
        try (Stream<Path> sources = Files.walk(root.resolve("example-suite/src/test/java"))) {
            sources.filter(p -> p.toString().endsWith(".java")).map(Path::toString).forEach(arguments::add);
        }
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, new PrintStream(errors, true, StandardCharsets.UTF_8),
                arguments.toArray(String[]::new));
        if (status != 0) {
            throw new IllegalStateException("cannot compile the example suite: " + errors.toString(StandardCharsets.UTF_8));
        }
        return new URLClassLoader(new URL[] {into.toUri().toURL()}, ExampleSuiteClasses.class.getClassLoader());
    }
}
