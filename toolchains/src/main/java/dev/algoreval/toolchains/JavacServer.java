package dev.algoreval.toolchains;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The main class of a javac worker: a JVM started once inside the sandbox that compiles one program
 * per request, so each program pays javac's work and not the JVM's start-up and warm-up.
 *
 * <p>It runs with only the JDK on its class path (its class file is copied out of this module), in
 * the worker's job directory, which the harness fills with one program's source before each request
 * and empties after it. The javac arguments are fixed for the worker's life (its command line).
 *
 * <p>Each compile goes through {@link JavaCompiler#run}, javac's own command-line entry: it parses
 * the arguments as the CLI does, builds a fresh compiler context and file manager per call (nothing
 * of one program's compile is visible to the next), prints diagnostics exactly as the CLI does and
 * returns the CLI's exit code. The program's relative paths (Main.java, -d .) therefore resolve and
 * print as in a CLI compile in the program's directory.
 *
 * <p>Protocol on stdin/stdout, one request at a time: the server writes {@code ready} once the
 * compiler is loaded; for each line {@code compile} it answers {@code done <exit> <overflow> <bytes>}
 * followed by that many bytes of UTF-8 diagnostics (what the CLI would write to stderr, at most the
 * cap given as the first argument; {@code overflow} is 1 when more was written). Any other line or
 * end of input ends the server.
 */
public final class JavacServer {
    private JavacServer() {
    }

    /** @param args the diagnostics cap in bytes, then the javac arguments */
    public static void main(String[] args) throws IOException {
        OutputStream protocol = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        // Anything else that prints to stdout would corrupt the protocol: it goes to stderr instead.
        System.setOut(System.err);
        long cap = Long.parseLong(args[0]);
        String[] javacArguments = Arrays.copyOfRange(args, 1, args.length);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            System.err.println("no system Java compiler in this runtime");
            System.exit(3);
        }
        write(protocol, "ready\n".getBytes(StandardCharsets.US_ASCII));
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        for (String request = requests.readLine(); "compile".equals(request); request = requests.readLine()) {
            CappedBuffer diagnostics = new CappedBuffer(cap);
            int exitCode;
            try (PrintStream err = new PrintStream(diagnostics, true, StandardCharsets.UTF_8)) {
                exitCode = compiler.run(null, err, err, javacArguments.clone());
            }
            byte[] text = diagnostics.bytes();
            String header = "done " + exitCode + " " + (diagnostics.overflowed() ? 1 : 0) + " " + text.length + "\n";
            ByteArrayOutputStream answer = new ByteArrayOutputStream(header.length() + text.length);
            answer.write(header.getBytes(StandardCharsets.US_ASCII));
            answer.write(text);
            write(protocol, answer.toByteArray());
        }
    }

    private static void write(OutputStream protocol, byte[] bytes) throws IOException {
        protocol.write(bytes);
        protocol.flush();
    }

    /** Keeps the first {@code cap} bytes and remembers whether more came (the CLI would have been killed). */
    private static final class CappedBuffer extends OutputStream {
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private final long cap;
        private boolean overflowed;

        CappedBuffer(long cap) {
            this.cap = cap;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            int room = (int) Math.max(0, Math.min(len, cap - kept.size()));
            kept.write(b, off, room);
            overflowed |= room < len;
        }

        byte[] bytes() {
            return kept.toByteArray();
        }

        boolean overflowed() {
            return overflowed;
        }
    }
}
