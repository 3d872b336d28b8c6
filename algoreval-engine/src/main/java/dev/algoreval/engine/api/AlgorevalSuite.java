package dev.algoreval.engine.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.platform.commons.annotation.Testable;

/**
 * Marks a class whose discovery runs the benchmark, so that class-based runners (Surefire, IDEs)
 * reach the engine. The class needs no body. Its attributes narrow the instances further, on top of
 * the {@code algoreval.*} configuration filters; empty means no restriction.
 *
 * <pre>{@code @AlgorevalSuite(languages = "rust") class RustBenchmarkTest {}}</pre>
 */
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface AlgorevalSuite {
    String[] languages() default {};

    String[] algorithms() default {};

    String[] domains() default {};

    String[] representations() default {};
}
