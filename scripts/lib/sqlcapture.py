#!/usr/bin/env python3
"""What the portal asks PostgreSQL, to replay it through pgbench (scripts/bench).

  sqlcapture.py proxy LISTEN_PORT UPSTREAM_HOST UPSTREAM_PORT LOG
      A PostgreSQL wire-protocol proxy on 127.0.0.1:LISTEN_PORT that forwards every byte both
      ways unchanged and appends each statement the client executes to LOG, one JSON line each:
      {"sql": text, "params": [{"oid": type oid, "value": text or null}]}. The values are
      decoded from the binary parameters the portal's driver binds. Point a server's
      DATABASE_URL at it, make one request, read what was run.

  sqlcapture.py pgbench LOG FIRST_LINE SCRIPT
      Writes the statements logged from line FIRST_LINE (0-based) on as a pgbench script, each
      parameter a variable (`(:s0_1)::uuid`; a NULL one `(NULLIF(:s0_1, 'null'))::uuid`), and
      prints the `-D name=value` arguments that bind them. With `pgbench -M prepared`, pgbench
      then prepares and runs the portal's SQL with the portal's values (a NULL one passed
      through NULLIF): the ceiling of that read.

Only the bench uses it, on its own throwaway database of demo data.
"""

import asyncio
import datetime
import json
import re
import struct
import sys
import uuid

EPOCH = datetime.datetime(2000, 1, 1, tzinfo=datetime.timezone.utc)
DATE_EPOCH = datetime.date(2000, 1, 1)

# Element type names by oid, and array oids by their element's oid.
TYPES = {
    16: "bool", 17: "bytea", 20: "int8", 21: "int2", 23: "int4", 25: "text", 114: "json",
    700: "float4", 701: "float8", 1043: "varchar", 1082: "date", 1114: "timestamp",
    1184: "timestamptz", 1700: "numeric", 2950: "uuid", 3802: "jsonb",
}
ARRAYS = {
    1000: 16, 1001: 17, 1016: 20, 1005: 21, 1007: 23, 1009: 25, 1015: 1043, 1182: 1082,
    1115: 1114, 1185: 1184, 2951: 2950, 3807: 3802, 199: 114, 1021: 700, 1022: 701, 1231: 1700,
}


def type_name(oid):
    if oid in TYPES:
        return TYPES[oid]
    if oid in ARRAYS:
        return TYPES[ARRAYS[oid]] + "[]"
    return None


def scalar(oid, data):
    if oid == 16:
        return "true" if data[0] else "false"
    if oid == 20:
        return str(struct.unpack(">q", data)[0])
    if oid == 21:
        return str(struct.unpack(">h", data)[0])
    if oid == 23:
        return str(struct.unpack(">i", data)[0])
    if oid == 700:
        return repr(struct.unpack(">f", data)[0])
    if oid == 701:
        return repr(struct.unpack(">d", data)[0])
    if oid in (25, 1043, 114, 0):
        return data.decode()
    if oid == 3802:
        return data[1:].decode()
    if oid == 17:
        return "\\x" + data.hex()
    if oid == 2950:
        return str(uuid.UUID(bytes=data))
    if oid == 1082:
        return (DATE_EPOCH + datetime.timedelta(days=struct.unpack(">i", data)[0])).isoformat()
    if oid in (1114, 1184):
        moment = EPOCH + datetime.timedelta(microseconds=struct.unpack(">q", data)[0])
        return moment.isoformat() if oid == 1184 else moment.replace(tzinfo=None).isoformat()
    raise ValueError(f"no decoder for parameters of type oid {oid}")


def array(data):
    ndim, _flags, element = struct.unpack(">iiI", data[:12])
    if ndim == 0:
        return "{}"
    if ndim != 1:
        raise ValueError("only one-dimensional array parameters are decoded")
    length, _lower = struct.unpack(">ii", data[12:20])
    at, items = 20, []
    for _ in range(length):
        (size,) = struct.unpack(">i", data[at : at + 4])
        at += 4
        if size < 0:
            items.append("NULL")
            continue
        text = scalar(element, data[at : at + size])
        at += size
        items.append('"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"')
    return "{" + ",".join(items) + "}"


def decode(oid, fmt, data):
    if data is None:
        return None
    if fmt == 0:
        return data.decode()
    if oid in ARRAYS:
        return array(data)
    return scalar(oid, data)


def cstring(buf, at):
    end = buf.index(b"\0", at)
    return buf[at:end].decode(), end + 1


class Session:
    """One client connection: its named statements, and what it executes."""

    def __init__(self, log):
        self.log = log
        self.statements = {}

    def message(self, kind, body):
        if kind == b"P":
            name, at = cstring(body, 0)
            sql, at = cstring(body, at)
            (count,) = struct.unpack(">h", body[at : at + 2])
            oids = list(struct.unpack(f">{count}I", body[at + 2 : at + 2 + 4 * count]))
            self.statements[name] = (sql, oids)
        elif kind == b"B":
            _portal, at = cstring(body, 0)
            name, at = cstring(body, at)
            (nfmt,) = struct.unpack(">h", body[at : at + 2])
            fmts = list(struct.unpack(f">{nfmt}h", body[at + 2 : at + 2 + 2 * nfmt]))
            at += 2 + 2 * nfmt
            (count,) = struct.unpack(">h", body[at : at + 2])
            at += 2
            sql, oids = self.statements.get(name, ("", []))
            params = []
            for i in range(count):
                (size,) = struct.unpack(">i", body[at : at + 4])
                at += 4
                data = None if size < 0 else body[at : at + size]
                at += max(size, 0)
                fmt = fmts[i] if nfmt > 1 else (fmts[0] if nfmt == 1 else 0)
                oid = oids[i] if i < len(oids) else 0
                params.append({"oid": oid, "value": decode(oid, fmt, data)})
            self.write({"sql": sql, "params": params})
        elif kind == b"Q":
            sql, _ = cstring(body, 0)
            self.write({"sql": sql, "params": []})
        elif kind == b"C" and body[:1] == b"S":
            name, _ = cstring(body, 1)
            self.statements.pop(name, None)

    def write(self, entry):
        with open(self.log, "a") as f:
            f.write(json.dumps(entry) + "\n")


async def pipe_client(reader, writer, session):
    """Client to server: the untyped startup messages, then typed messages, parsed and sent on."""
    while True:
        head = await reader.readexactly(8)
        length, code = struct.unpack(">ii", head)
        rest = await reader.readexactly(length - 8)
        writer.write(head + rest)
        await writer.drain()
        # SSLRequest or GSSENCRequest: the server answers 'N' and the real startup follows.
        if code not in (80877103, 80877104):
            break
    while True:
        kind = await reader.readexactly(1)
        (length,) = struct.unpack(">i", await reader.readexactly(4))
        body = await reader.readexactly(length - 4)
        try:
            session.message(kind, body)
        except Exception as error:  # A statement we cannot replay must not break the server.
            session.write({"error": str(error)})
        writer.write(kind + struct.pack(">i", length) + body)
        await writer.drain()


async def pipe_server(reader, writer):
    while True:
        data = await reader.read(65536)
        if not data:
            break
        writer.write(data)
        await writer.drain()


async def proxy(listen_port, host, port, log):
    async def handle(client_reader, client_writer):
        server_reader, server_writer = await asyncio.open_connection(host, port)
        session = Session(log)
        tasks = [
            asyncio.create_task(pipe_client(client_reader, server_writer, session)),
            asyncio.create_task(pipe_server(server_reader, client_writer)),
        ]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            task.cancel()
        for writer in (client_writer, server_writer):
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", listen_port)
    async with server:
        await server.serve_forever()


PLACEHOLDER = re.compile(r"\$(\d+)(?!\d)")


def pgbench(log, first_line, script):
    with open(log) as f:
        entries = [json.loads(line) for line in f.readlines()[first_line:]]
    # The pool's check of a connection that sat idle (storage/src/database.rs) is not the read's.
    entries = [e for e in entries if e.get("sql", "").strip() != "SELECT 1"]
    errors = [e["error"] for e in entries if "error" in e]
    if errors:
        sys.exit(f"sqlcapture: could not decode a statement: {errors[0]}")
    defines, lines = [], []
    for i, entry in enumerate(entries):
        params = entry["params"]

        def variable(match, i=i, params=params):
            param = params[int(match.group(1)) - 1]
            cast = type_name(param["oid"])
            suffix = f"::{cast}" if cast else ""
            name = f"s{i}_{match.group(1)}"
            if param["value"] is None:
                if not cast:
                    return "NULL"
                # Still a parameter, as the portal binds it: a literal NULL would let the
                # planner fold away what it guards, and the ceiling would not be the same SQL.
                # pgbench has no NULL value (nor an empty one): the word null, made NULL.
                defines.append(f"{name}=null")
                return f"(NULLIF(:{name}, 'null')){suffix}"
            defines.append(f"{name}={param['value']}")
            return f"(:{name}){suffix}"

        sql = PLACEHOLDER.sub(variable, entry["sql"]).strip().rstrip(";")
        # One statement a line: pgbench ends a statement at a semicolon.
        lines.append(" ".join(sql.split()) + ";")
    if not lines:
        sys.exit("sqlcapture: no statement was captured")
    with open(script, "w") as f:
        f.write("\n".join(lines) + "\n")
    for define in dict.fromkeys(defines):
        print(define)


def main():
    if len(sys.argv) == 6 and sys.argv[1] == "proxy":
        asyncio.run(proxy(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]))
    elif len(sys.argv) == 5 and sys.argv[1] == "pgbench":
        pgbench(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
