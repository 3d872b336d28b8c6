package dev.algoreval.engine.model;

import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a byte stream into lines, each handed out as its own stream that ends at the line break,
 * so a reader can look at the start of a line and skip the rest without ever holding a whole line:
 * one 50 MB line costs a fixed buffer, not 100 MB of {@code char[]} as {@code readLine} would.
 */
final class LineStreams implements AutoCloseable {
    private final InputStream in;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private boolean endOfInput;
    private Line current;

    LineStreams(InputStream in) {
        this.in = in;
    }

    /** The next line, or null at the end of the input; the previous line's unread rest is skipped. */
    Line next() throws IOException {
        if (current != null) {
            current.skipRest();
        }
        if (!fill()) {
            return null;
        }
        current = new Line();
        return current;
    }

    private boolean fill() throws IOException {
        while (position == limit && !endOfInput) {
            int read = in.read(buffer, 0, buffer.length);
            if (read < 0) {
                endOfInput = true;
            } else {
                position = 0;
                limit = read;
            }
        }
        return position < limit;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** One line's bytes without its line break; counts every byte of the line, read or skipped. */
    final class Line extends InputStream {
        private boolean ended;
        private long length;

        /** The bytes of this line handed out or skipped so far; its full length once skipped to the end. */
        long length() {
            return length;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] target, int offset, int count) throws IOException {
            if (count == 0) {
                return 0;
            }
            if (ended || !fill()) {
                ended = true;
                return -1;
            }
            int end = Math.min(limit, position + count);
            int copied = 0;
            while (position + copied < end && buffer[position + copied] != '\n') {
                copied++;
            }
            System.arraycopy(buffer, position, target, offset, copied);
            position += copied;
            length += copied;
            if (position < limit && buffer[position] == '\n') {
                position++;
                ended = true;
                if (copied == 0) {
                    return -1;
                }
            }
            return copied;
        }

        void skipRest() throws IOException {
            byte[] sink = new byte[8192];
            while (read(sink, 0, sink.length) >= 0) {
                // counted by read
            }
        }
    }
}
