package org.lnetscope.vmcore;

import java.io.IOException;
import java.io.Writer;

import org.lnetscope.model.nid.Nid;

/**
 * Writes crash(8) output the way gdb pretty-prints it (gdb's value printing, as crash shows it): one member a line, two
 * spaces per level, nested braces. Shared by the 2.12 and master dumps of the generated extracts,
 * which differ in members, not in how a member is printed.
 */
final class CrashText {

    private final Writer out;
    private final String eol;
    private long written;

    CrashText(Writer out, boolean crlf) {
        this.out = out;
        this.eol = crlf ? "\r\n" : "\n";
    }

    long written() {
        return written;
    }

    void flush() throws IOException {
        out.flush();
    }

    void line(String text) throws IOException {
        out.write(text);
        out.write(eol);
        written += text.length() + eol.length();
    }

    static String hex(long v) {
        return "0x" + Long.toHexString(v);
    }

    void list(String indent, String name, long next, long prev, boolean last) throws IOException {
        line(indent + name + " = {");
        line(indent + "  next = " + hex(next) + ",");
        line(indent + "  prev = " + hex(prev));
        line(indent + "}" + (last ? "" : ","));
    }

    /** An {@code atomic_t}: {@code name = { counter = N }} on three lines. */
    void counter(String indent, String name, long value, boolean last) throws IOException {
        line(indent + name + " = {");
        line(indent + "  counter = " + value);
        line(indent + "}" + (last ? "" : ","));
    }

    /** A {@code struct kref} of a 4.11+ kernel: refcount_t inside, atomic_t inside that. */
    void kref(String indent, String name, long value, boolean last) throws IOException {
        line(indent + name + " = {");
        line(indent + "  refcount = {");
        counter(indent + "    ", "refs", value, true);
        line(indent + "  }");
        line(indent + "}" + (last ? "" : ","));
    }

    /**
     * A NID as the layout stores it: 2.12's {@code lnet_nid_t} is a u64 gdb prints in decimal;
     * master's {@code struct lnet_nid} keeps nid_num and nid_addr big-endian, so gdb on x86_64 prints
     * them byte-swapped (net 1 as {@code nid_num = 256}).
     */
    void nid(String indent, String name, long lnetNidT, boolean master, boolean last) throws IOException {
        if (!master) {
            line(indent + name + " = " + Long.toUnsignedString(lnetNidT) + (last ? "" : ","));
            return;
        }
        Nid nid = Nid.fromLnetNidT(lnetNidT);
        int num = Short.toUnsignedInt(Short.reverseBytes((short) nid.netNumber()));
        long addr = Integer.toUnsignedLong(Integer.reverseBytes((int) nid.address()));
        line(indent + name + " = {");
        line(indent + "  nid_size = 0 '\\000',");
        line(indent + "  nid_type = " + nid.lndType() + String.format(" '\\%03o',", nid.lndType()));
        line(indent + "  nid_num = " + num + ",");
        line(indent + "  nid_addr = {" + addr + ", 0, 0, 0}");
        line(indent + "}" + (last ? "" : ","));
    }

    /** The RHEL8 qspinlock: three anonymous levels. */
    void spinlock(String name) throws IOException {
        line("  " + name + " = {");
        line("    {");
        line("      rlock = {");
        line("        raw_lock = {");
        line("          {");
        line("            val = {");
        line("              counter = 0");
        line("            },");
        line("            {");
        line("              locked = 0 '\\000',");
        line("              pending = 0 '\\000'");
        line("            },");
        line("            {");
        line("              locked_pending = 0,");
        line("              tail = 0");
        line("            }");
        line("          }");
        line("        }");
        line("      }");
        line("    }");
        line("  },");
    }
}
