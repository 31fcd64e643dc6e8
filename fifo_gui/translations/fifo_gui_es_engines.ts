<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Console</name>
    <message numerus="yes">
        <location filename="../console.py" line="247"/>
        <source>Summary — {title} ({discipline}, %n worker(s) on processes)</source>
        <translation>
            <numerusform>Resumen — {title} ({discipline}, %n trabajador en procesos)</numerusform>
            <numerusform>Resumen — {title} ({discipline}, %n trabajadores en procesos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoreErrors</name>
    <message>
        <location filename="../core/processes/crossing.py" line="31"/>
        <source>A lambda cannot run in a worker process, which imports each task by its name: define the task with def at the top level of a module.</source>
        <translation>Una lambda no puede ejecutarse en un proceso trabajador, que importa cada tarea por su nombre: defina la tarea con def en el nivel superior de un módulo.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="39"/>
        <source>{name} is defined inside another function, so a worker process cannot import it: define it at the top level of a module.</source>
        <translation>{name} está definida dentro de otra función, así que un proceso trabajador no puede importarla: defínala en el nivel superior de un módulo.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="49"/>
        <source>{name} comes from {module}, which a worker process cannot import: put the task in a module on Python&apos;s path.</source>
        <translation>{name} viene de {module}, que un proceso trabajador no puede importar: ponga la tarea en un módulo de la ruta de Python.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="63"/>
        <source>{name} cannot be sent to a worker process ({why}).</source>
        <translation>{name} no se puede enviar a un proceso trabajador ({why}).</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="70"/>
        <source>The arguments of {name} cannot be sent to a worker process ({why}).</source>
        <translation>Los argumentos de {name} no se pueden enviar a un proceso trabajador ({why}).</translation>
    </message>
    <message>
        <location filename="../core/scenario/schema.py" line="154"/>
        <source>$.engine: expected one of {names}, got {value}</source>
        <translation>$.engine: se esperaba uno de {names}, se encontró {value}</translation>
    </message>
</context>
</TS>
